import { useStaticStyles } from '@exchange/shared';

/**
 * The auth pages' own rules beside the platform's plain components: outlined text fields as MUI
 * draws them (label above the outline rather than in it), from the theme's CSS variables.
 */
const css = `
.xp-auth-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.xp-auth-field-label{font:var(--mui-font-body2);font-weight:500;color:var(--mui-palette-text-secondary)}
.xp-auth-field-box{display:flex;align-items:center;box-sizing:border-box;padding:0 14px;border:1px solid rgb(var(--mui-palette-common-onBackgroundChannel) / 0.23);border-radius:var(--mui-shape-borderRadius);background-color:var(--mui-palette-background-paper);color:var(--mui-palette-text-primary)}
.xp-auth-field-box:hover{border-color:var(--mui-palette-text-primary)}
.xp-auth-field-box:focus-within{border-color:var(--mui-palette-primary-main);box-shadow:inset 0 0 0 1px var(--mui-palette-primary-main)}
.xp-auth-field-box>.xp-icon-button{margin-right:-8px}
.xp-auth-field-input{flex:1;min-width:0;box-sizing:content-box;height:1.4375em;margin:0;padding:16.5px 0;border:0;outline:0;background:none;color:inherit;font:var(--mui-font-body1);letter-spacing:inherit}
.xp-auth-field-helper{margin:0 14px;font:var(--mui-font-caption);color:var(--mui-palette-text-secondary)}
.xp-auth-field[data-error] .xp-auth-field-label,.xp-auth-field[data-error] .xp-auth-field-helper{color:var(--mui-palette-error-main)}
.xp-auth-field[data-error] .xp-auth-field-box{border-color:var(--mui-palette-error-main)}
.xp-auth-field[data-error] .xp-auth-field-box:focus-within{box-shadow:inset 0 0 0 1px var(--mui-palette-error-main)}
`;

export function useAuthStyles(): void {
  useStaticStyles('auth', css);
}
