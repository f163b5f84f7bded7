import { useStaticStyles } from '@exchange/shared';

/**
 * The host's rules for the screens it draws with plain elements (ADR 0037): the auth card, the status
 * pages and a section that failed to load. Breakpoints are MUI's (`sm` 600 px).
 */
const css = `
.xp-auth-layout{display:grid;place-items:center;box-sizing:border-box;min-height:100dvh;padding:8px;background-color:var(--xp-bg);background-size:cover;background-position:center}
.xp-auth-card{box-sizing:border-box;width:100%;max-width:440px;padding:16px;border-radius:var(--xp-radius);background-color:var(--xp-paper);background-image:var(--xp-paper-overlay);color:var(--xp-text);box-shadow:var(--xp-shadow-3)}
.xp-auth-card-bar{display:flex;justify-content:flex-end;margin:-8px 0 8px}
.xp-remote-unavailable{margin:8px}
.xp-status-page{display:grid;place-items:center;box-sizing:border-box;min-height:100dvh;padding:24px}
.xp-status{display:flex;flex-direction:column;align-items:center;gap:16px;max-width:480px;text-align:center}
.xp-status-code{color:var(--xp-primary)}
@media (min-width:600px){
.xp-auth-layout{padding:24px}
.xp-auth-card{padding:32px}
.xp-auth-card-bar{margin-top:-16px}
.xp-remote-unavailable{margin:16px}
}
`;

export function useHostStyles(): void {
  useStaticStyles('host', css);
}
