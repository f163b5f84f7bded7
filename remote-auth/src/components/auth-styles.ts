import { useStaticStyles } from '@exchange/shared';

/**
 * The auth pages' own rules beside the platform's plain components: outlined text fields as MUI
 * draws them (label above the outline rather than in it), from the brand's `--xp-…` CSS variables (ADR 0038).
 */
const css = `
.xp-auth-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.xp-auth-field-label{font:var(--xp-font-body2);font-weight:500;color:var(--xp-text-secondary)}
.xp-auth-field-box{display:flex;align-items:center;box-sizing:border-box;padding:0 14px;border:1px solid rgb(var(--xp-on-bg-channel) / 0.23);border-radius:var(--xp-radius);background-color:var(--xp-paper);color:var(--xp-text)}
.xp-auth-field-box:hover{border-color:var(--xp-text)}
.xp-auth-field-box:focus-within{border-color:var(--xp-primary);box-shadow:inset 0 0 0 1px var(--xp-primary)}
.xp-auth-field-box>.xp-icon-button{margin-right:-8px}
.xp-auth-field-input{flex:1;min-width:0;box-sizing:content-box;height:1.4375em;margin:0;padding:16.5px 0;border:0;outline:0;background:none;color:inherit;font:var(--xp-font-body1);letter-spacing:inherit}
.xp-auth-field-helper{margin:0 14px;font:var(--xp-font-caption);color:var(--xp-text-secondary)}
.xp-auth-field[data-error] .xp-auth-field-label,.xp-auth-field[data-error] .xp-auth-field-helper{color:var(--xp-error)}
.xp-auth-field[data-error] .xp-auth-field-box{border-color:var(--xp-error)}
.xp-auth-field[data-error] .xp-auth-field-box:focus-within{box-shadow:inset 0 0 0 1px var(--xp-error)}
`;

export function useAuthStyles(): void {
  useStaticStyles('auth', css);
}
