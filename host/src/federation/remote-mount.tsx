import { remoteOfModule, type RemoteModuleId, type RemoteModules } from '@exchange/shared';
import { Suspense, use, useState, type ComponentType } from 'react';
import { useParams } from 'react-router';

import { useHostTranslation } from '../i18n/host-translations';
import { LoadingStatus } from '../loading-status';
import { PageShown } from '../page-shown';
import { preloadRemotePage } from './preload-page';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteModule, reloadRemote } from './remote-modules';

/** The exports a remote module's contract names. */
export type RemoteExportName<Id extends RemoteModuleId> = keyof RemoteModules[Id] & string;

/** The props of one export of a remote module, as its contract types them. */
export type RemoteComponentProps<Id extends RemoteModuleId, Name extends RemoteExportName<Id>> =
  RemoteModules[Id][Name] extends ComponentType<infer Props> ? Props : never;

/**
 * A page takes no props (it reads its route with react-router hooks), so it is given none; other
 * exports may leave `props` out only when every one of them is optional.
 */
type PropsField<Props> = [keyof Props] extends [never]
  ? { props?: never }
  : Partial<Props> extends Props
    ? { props?: Props }
    : { props: Props };

/**
 * One export of one remote module with its props, as a union over every module and export the
 * contracts name: a mount whose export the module lacks, or whose props the export does not take,
 * does not compile.
 */
export type RemoteMountTarget<Id extends RemoteModuleId = RemoteModuleId> = {
  [I in Id]: {
    [Name in RemoteExportName<I>]: { moduleId: I; exportName: Name } & PropsField<RemoteComponentProps<I, Name>>;
  }[RemoteExportName<I>];
}[Id];

export type RemoteMountProps<Id extends RemoteModuleId = RemoteModuleId> = RemoteMountTarget<Id> & {
  /** What to show while the remote loads; a page gets a spinner, a widget can stay empty. */
  fallback?: 'page' | 'none';
};

function LoadingSection() {
  const { t } = useHostTranslation();
  return <LoadingStatus label={t('loading.section')} />;
}

interface RemoteExportProps {
  request: Promise<unknown>;
  moduleId: RemoteModuleId;
  exportName: string;
  props: object;
}

/** Renders one export of a loaded remote module; suspends while it loads, throws if it failed. */
function RemoteExport({ request, moduleId, exportName, props }: RemoteExportProps) {
  const module = use(request) as Record<string, ComponentType<object> | undefined>;
  const Exported = module[exportName];
  if (typeof Exported !== 'function' && typeof Exported !== 'object') {
    throw new Error(`${moduleId} has no export ${exportName}: the remote does not match its contract.`);
  }
  return <Exported {...props} />;
}

/**
 * Mounts one component a remote exposes, loaded through the federation runtime on first render,
 * inside a boundary whose Retry forgets the failed load and asks the remote again.
 */
export function RemoteMount<Id extends RemoteModuleId>(mount: RemoteMountProps<Id>) {
  const { moduleId, exportName, fallback = 'page' } = mount;
  const props: object = mount.props ?? {};
  const remote = remoteOfModule(moduleId);
  const [attempt, setAttempt] = useState(0);
  const params = useParams();
  const request = loadRemoteModule(moduleId);
  // Like react-dom's preload(), asked while rendering: a page's first data is requested beside its
  // code, which its own render asks for, instead of after it (PageComponent.preload).
  if (fallback === 'page') preloadRemotePage(moduleId, exportName, params);
  return (
    <RemoteBoundary
      key={attempt}
      remote={remote}
      page={fallback === 'page'}
      onRetry={() => {
        reloadRemote(remote);
        setAttempt((current) => current + 1);
      }}
    >
      <Suspense fallback={fallback === 'page' ? <LoadingSection /> : null}>
        <RemoteExport request={request} moduleId={moduleId} exportName={exportName} props={props} />
        {fallback === 'page' && <PageShown />}
      </Suspense>
    </RemoteBoundary>
  );
}
