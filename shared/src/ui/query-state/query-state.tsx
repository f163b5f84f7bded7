import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useTranslateRefusal } from '../../i18n/i18n-hooks';
import { commonNamespace } from '../../i18n/i18n-instance';
import { colorSchemeAttribute } from '../../theme/color-scheme';
import { PlainAlert, PlainButton, PlainText } from '../plain/plain-components';
import { useStaticStyles } from '../plain/static-styles';

/**
 * The rules of a query's states, drawn as MUI draws a rounded Skeleton, an outlined Paper and a small
 * inherit-coloured Button from the brand's `--xp-…` variables: they render on any screen, plain or
 * MUI, without MUI's code (ADR 0038).
 */
const css = `
.xp-loading-rows{display:flex;flex-direction:column;gap:8px}
.xp-skeleton{display:block;border-radius:var(--xp-radius);background-color:rgb(var(--xp-on-bg-channel) / 0.11);animation:xp-pulse 2s ease-in-out 0.5s infinite}
[${colorSchemeAttribute}="dark"] .xp-skeleton{background-color:rgb(var(--xp-on-bg-channel) / 0.13)}
@keyframes xp-pulse{0%{opacity:1}50%{opacity:0.4}100%{opacity:1}}
@media (prefers-reduced-motion:reduce){.xp-skeleton{animation:none}}
.xp-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.xp-empty-state{padding:16px;border:1px solid var(--xp-divider);border-radius:var(--xp-radius);background-color:var(--xp-paper);color:var(--xp-text);text-align:center}
@media (min-width:600px){.xp-empty-state{padding:24px}}
.xp-empty-state-action{margin-top:12px}
.xp-alert-action .xp-button.xp-retry{min-width:0;padding:4px 5px;color:inherit;font-size:0.8125rem}
.xp-alert-action .xp-button.xp-retry:hover{background-color:rgb(var(--xp-action-channel) / var(--xp-hover-opacity))}
`;

function useQueryStateStyles(): void {
  useStaticStyles('query-state', css);
}

export interface LoadingRowsProps {
  /** How many grey rows stand in for what is coming. */
  rows?: number;
  /** Each row's height in pixels: about that of the rows that will replace them. */
  height?: number;
  /** What screen readers announce and name the status by; "Loading" in the player's language by default. */
  label?: string;
}

/**
 * Grey rows in the shape of what is coming while a query's first answer loads, so the page does not
 * jump when it arrives; a status named and announced as loading.
 */
export function LoadingRows({ rows = 4, height = 56, label }: LoadingRowsProps) {
  useQueryStateStyles();
  const { t } = useTranslation(commonNamespace);
  const labelId = useId();
  return (
    <div role="status" aria-live="polite" aria-labelledby={labelId} className="xp-loading-rows">
      <span id={labelId} className="xp-visually-hidden">
        {label ?? t('queryState.loading')}
      </span>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="xp-skeleton" style={{ height }} />
      ))}
    </div>
  );
}

export interface EmptyStateProps {
  /** What there is not, said plainly. */
  children: ReactNode;
  /** A way on (a link or a button) under the text. */
  action?: ReactNode;
}

/** A query that answered with nothing to show, said plainly in an outlined card, with an optional way on. */
export function EmptyState({ children, action }: EmptyStateProps) {
  useQueryStateStyles();
  return (
    <div className="xp-empty-state">
      <PlainText secondary>{children}</PlainText>
      {action !== undefined && <div className="xp-empty-state-action">{action}</div>}
    </div>
  );
}

export interface ErrorStateProps {
  /** What the query failed with. */
  error: unknown;
  /** Asks again: the alert's "Try again" button. */
  onRetry: () => void;
  /**
   * The error in the player's language. By default an error (or a refusal code) is said as
   * `translateRefusal` says it; anything else reads as an unsuccessful call.
   */
  describe?: (error: unknown) => string;
}

/** A failed query: an error alert with its message in the player's language and a retry. */
export function ErrorState({ error, onRetry, describe }: ErrorStateProps) {
  useQueryStateStyles();
  const { t } = useTranslation(commonNamespace);
  const translate = useTranslateRefusal();
  const message =
    describe !== undefined
      ? describe(error)
      : error instanceof Error || typeof error === 'string'
        ? translate(error)
        : t('errors.unsuccessfulCall');
  return (
    <PlainAlert
      severity="error"
      action={
        <PlainButton className="xp-retry" onClick={onRetry}>
          {t('queryState.retry')}
        </PlainButton>
      }
    >
      {message}
    </PlainAlert>
  );
}
