import type { SportsMenuProps } from '@exchange/shared';
import { describe, expectTypeOf, it } from 'vitest';

import type { RemotePageRef } from '../routes/route-table';
import { RemoteMount, type RemoteComponentProps, type RemoteExportName, type RemoteMountProps } from './remote-mount';

// Compiled by `tsc -b` with the rest of the host: each `@ts-expect-error` fails the build if the
// mount below it ever compiles. Nothing here is rendered.
function mounts() {
  const onNavigate = () => undefined;
  return [
    <RemoteMount key="page" moduleId="auth/pages" exportName="LoginPage" />,
    <RemoteMount key="widget" moduleId="sports/widgets" exportName="SportsMenu" props={{ onNavigate }} />,
    <RemoteMount key="widget-no-props" moduleId="sports/widgets" exportName="SportsMenu" fallback="none" />,
    // @ts-expect-error LoginPage is an export of auth/pages, not of sports/pages.
    <RemoteMount key="wrong-module" moduleId="sports/pages" exportName="LoginPage" />,
    // @ts-expect-error no remote exposes this export.
    <RemoteMount key="unknown-export" moduleId="casino/pages" exportName="CasinoGame" />,
    // @ts-expect-error SportsMenu takes no `sport` prop.
    <RemoteMount key="unknown-prop" moduleId="sports/widgets" exportName="SportsMenu" props={{ sport: 4 }} />,
    // @ts-expect-error onNavigate is a function.
    <RemoteMount key="wrong-prop" moduleId="sports/widgets" exportName="SportsMenu" props={{ onNavigate: 1 }} />,
    // @ts-expect-error a page takes no props.
    <RemoteMount key="page-props" moduleId="account/pages" exportName="BonusPage" props={{ onNavigate }} />,
    // @ts-expect-error there is no such module.
    <RemoteMount key="unknown-module" moduleId="sports/pagez" exportName="IndexPage" />,
  ];
}

describe('RemoteMount types', () => {
  it('names exports and props from the remote contracts', () => {
    expectTypeOf(mounts).toBeFunction();
    expectTypeOf<RemoteExportName<'sports/widgets'>>().toEqualTypeOf<'SportsMenu' | 'EventBetting'>();
    expectTypeOf<RemoteExportName<'auth/pages'>>().toEqualTypeOf<
      'LoginPage' | 'SignupPage' | 'VerificationPage' | 'ForgotPasswordPage' | 'LogoutPage'
    >();
    expectTypeOf<RemoteComponentProps<'sports/widgets', 'SportsMenu'>>().toEqualTypeOf<SportsMenuProps>();
    // A route table's page reference is a mount as it stands.
    expectTypeOf<RemotePageRef>().toExtend<RemoteMountProps>();
    expectTypeOf<{ moduleId: 'casino/pages'; exportName: 'LoginPage' }>().not.toExtend<RemoteMountProps>();
  });
});
