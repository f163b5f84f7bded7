import { paths, PlainButtonLink, PlainText } from '@exchange/shared';
import type { ReactNode } from 'react';

import { useHostStyles } from '../host-styles';
import { useHostTranslation } from '../i18n/host-translations';

export interface StatusPageProps {
  code?: string;
  title: string;
  message: string;
  action?: { label: string; to: string };
  /** What the page adds under its message, before its action. */
  children?: ReactNode;
  /** No action link: what the page adds is the way on. */
  actionHidden?: boolean;
}

/** A full page that tells the player where they are and gives one way on. Plain elements (ADR 0037). */
export function StatusPage({ code, title, message, action, children, actionHidden = false }: StatusPageProps) {
  useHostStyles();
  const { t } = useHostTranslation();
  const { label, to } = action ?? { label: t('status.goHome'), to: paths.home() };
  return (
    <main className="xp-status-page">
      <div className="xp-status">
        {code && (
          <PlainText variant="h2" className="xp-status-code" aria-hidden="true">
            {code}
          </PlainText>
        )}
        <PlainText as="h1" variant="h4">
          {title}
        </PlainText>
        <PlainText secondary>{message}</PlainText>
        {children}
        {!actionHidden && (
          <PlainButtonLink variant="contained" to={to}>
            {label}
          </PlainButtonLink>
        )}
      </div>
    </main>
  );
}
