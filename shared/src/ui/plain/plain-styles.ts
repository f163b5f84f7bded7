import { useStaticStyles } from './static-styles';

/**
 * The rules of the platform's plain components: native elements drawn as MUI draws its buttons,
 * links, alerts and progress indicators, from the theme's CSS variables. A screen built of them
 * (the auth pages, the host's loading states) needs none of MUI's component code or emotion's work
 * on its first render (ADR 0037). Class names start with `xp-`, the page's emotion key.
 */
const css = `
.xp-h2{margin:0;font:var(--mui-font-h2)}
.xp-h4{margin:0;font:var(--mui-font-h4)}
.xp-h5{margin:0;font:var(--mui-font-h5)}
.xp-h6{margin:0;font:var(--mui-font-h6)}
.xp-body1{margin:0;font:var(--mui-font-body1)}
.xp-body2{margin:0;font:var(--mui-font-body2)}
.xp-caption{margin:0;font:var(--mui-font-caption)}
.xp-secondary{color:var(--mui-palette-text-secondary)}
.xp-center{text-align:center}
.xp-stack{display:flex;flex-direction:column;gap:var(--xp-gap,16px)}
.xp-icon{display:inline-block;flex-shrink:0;width:1em;height:1em;font-size:1.5rem;fill:currentColor}
.xp-link{color:var(--mui-palette-text-link);text-decoration:underline;text-decoration-color:rgb(var(--mui-palette-primary-mainChannel) / 0.4);text-underline-offset:2px}
.xp-link:hover{text-decoration-color:inherit}
.xp-link:focus-visible,.xp-button:focus-visible,.xp-icon-button:focus-visible{outline:2px solid var(--mui-palette-text-link);outline-offset:2px}
.xp-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;min-width:64px;margin:0;padding:5px 15px;border:1px solid transparent;border-radius:var(--mui-shape-borderRadius);background:transparent;color:var(--mui-palette-text-link);font:var(--mui-font-button);letter-spacing:0.02857em;text-transform:uppercase;text-decoration:none;cursor:pointer;-webkit-tap-highlight-color:transparent;transition:background-color 250ms,box-shadow 250ms,border-color 250ms}
.xp-button[data-size=large]{padding:7px 21px;font-size:0.9375rem}
.xp-button[data-variant=text]{padding-left:7px;padding-right:7px}
.xp-button[data-full-width]{width:100%}
.xp-button[data-variant=text]:hover,.xp-button[data-variant=outlined]:hover{background-color:rgb(var(--mui-palette-primary-mainChannel) / var(--mui-palette-action-hoverOpacity))}
.xp-button[data-variant=outlined]{border-color:var(--mui-palette-text-link)}
.xp-button[data-variant=contained]{background-color:var(--mui-palette-primary-dark);color:var(--mui-palette-common-white);box-shadow:var(--mui-shadows-2)}
.xp-button[data-variant=contained]:hover{background-image:linear-gradient(rgb(0 0 0 / 0.2),rgb(0 0 0 / 0.2))}
.xp-button:disabled{color:var(--mui-palette-action-disabled);cursor:default;pointer-events:none}
.xp-button[data-variant=outlined]:disabled{border-color:var(--mui-palette-action-disabledBackground)}
.xp-button[data-variant=contained]:disabled{background-color:var(--mui-palette-action-disabledBackground);box-shadow:none}
.xp-button .xp-icon{font-size:20px}
.xp-icon-button{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;margin:0;padding:8px;border:0;border-radius:50%;background:transparent;color:var(--mui-palette-action-active);cursor:pointer;-webkit-tap-highlight-color:transparent}
.xp-icon-button:hover{background-color:rgb(var(--mui-palette-action-activeChannel) / var(--mui-palette-action-hoverOpacity))}
.xp-alert{display:flex;gap:12px;padding:6px 16px;border-radius:var(--mui-shape-borderRadius);font:var(--mui-font-body2)}
.xp-alert>.xp-icon{padding:7px 0;font-size:22px;opacity:0.9}
.xp-alert-message{min-width:0;padding:8px 0;overflow-wrap:anywhere}
.xp-alert-action{display:flex;align-items:flex-start;margin-left:auto;padding:4px 0 0 16px}
.xp-alert-title{margin:-2px 0 0.35em;font:var(--mui-font-body1);font-weight:500}
.xp-alert[data-severity=error]{background-color:var(--mui-palette-Alert-errorStandardBg);color:var(--mui-palette-Alert-errorColor)}
.xp-alert[data-severity=error]>.xp-icon{color:var(--mui-palette-Alert-errorIconColor)}
.xp-alert[data-severity=warning]{background-color:var(--mui-palette-Alert-warningStandardBg);color:var(--mui-palette-Alert-warningColor)}
.xp-alert[data-severity=warning]>.xp-icon{color:var(--mui-palette-Alert-warningIconColor)}
.xp-alert[data-severity=info]{background-color:var(--mui-palette-Alert-infoStandardBg);color:var(--mui-palette-Alert-infoColor)}
.xp-alert[data-severity=info]>.xp-icon{color:var(--mui-palette-Alert-infoIconColor)}
.xp-alert[data-severity=success]{background-color:var(--mui-palette-Alert-successStandardBg);color:var(--mui-palette-Alert-successColor)}
.xp-alert[data-severity=success]>.xp-icon{color:var(--mui-palette-Alert-successIconColor)}
.xp-progress{position:relative;display:block;height:4px;overflow:hidden;background-color:var(--mui-palette-LinearProgress-primaryBg)}
.xp-progress::before{content:"";position:absolute;top:0;bottom:0;left:0;width:40%;background-color:var(--mui-palette-primary-main);animation:xp-progress 1.6s cubic-bezier(0.65,0.815,0.735,0.395) infinite}
@keyframes xp-progress{from{transform:translateX(-100%)}to{transform:translateX(250%)}}
.xp-spinner{display:inline-block;width:40px;height:40px;color:var(--mui-palette-primary-main);animation:xp-rotate 1.4s linear infinite}
.xp-spinner circle{fill:none;stroke:currentColor;stroke-width:3.6;stroke-dasharray:80px,200px;animation:xp-dash 1.4s ease-in-out infinite}
@keyframes xp-rotate{to{transform:rotate(360deg)}}
@keyframes xp-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:100px,200px;stroke-dashoffset:-125px}}
`;

/** Writes the plain components' rules into the page (once), for a component that uses their classes. */
export function usePlainStyles(): void {
  useStaticStyles('plain', css);
}
