import { useStaticStyles } from './static-styles';

/**
 * The rules of the platform's plain components: native elements drawn as MUI draws its buttons,
 * links, alerts and progress indicators, from the brand's `--xp-…` CSS variables (ADR 0038). A
 * screen built of them (the auth pages, the host's loading states) needs none of MUI's code or
 * emotion's work (ADR 0037). Class names start with `xp-`, the page's emotion key.
 */
const css = `
.xp-h2{margin:0;font:var(--xp-font-h2)}
.xp-h4{margin:0;font:var(--xp-font-h4)}
.xp-h5{margin:0;font:var(--xp-font-h5)}
.xp-h6{margin:0;font:var(--xp-font-h6)}
.xp-body1{margin:0;font:var(--xp-font-body1)}
.xp-body2{margin:0;font:var(--xp-font-body2)}
.xp-caption{margin:0;font:var(--xp-font-caption)}
.xp-secondary{color:var(--xp-text-secondary)}
.xp-center{text-align:center}
.xp-stack{display:flex;flex-direction:column;gap:var(--xp-gap,16px)}
.xp-icon{display:inline-block;flex-shrink:0;width:1em;height:1em;font-size:1.5rem;fill:currentColor}
.xp-link{color:var(--xp-link);text-decoration:underline;text-decoration-color:rgb(var(--xp-primary-channel) / 0.4);text-underline-offset:2px}
.xp-link:hover{text-decoration-color:inherit}
.xp-link:focus-visible,.xp-button:focus-visible,.xp-icon-button:focus-visible{outline:2px solid var(--xp-link);outline-offset:2px}
.xp-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;min-width:64px;margin:0;padding:5px 15px;border:1px solid transparent;border-radius:var(--xp-radius);background:transparent;color:var(--xp-link);font:var(--xp-font-button);letter-spacing:0.02857em;text-transform:uppercase;text-decoration:none;cursor:pointer;-webkit-tap-highlight-color:transparent;transition:background-color 250ms,box-shadow 250ms,border-color 250ms}
.xp-button[data-size=large]{padding:7px 21px;font-size:0.9375rem}
.xp-button[data-variant=text]{padding-left:7px;padding-right:7px}
.xp-button[data-full-width]{width:100%}
.xp-button[data-variant=text]:hover,.xp-button[data-variant=outlined]:hover{background-color:rgb(var(--xp-primary-channel) / var(--xp-hover-opacity))}
.xp-button[data-variant=outlined]{border-color:var(--xp-link)}
.xp-button[data-variant=contained]{background-color:var(--xp-primary-filled);color:var(--xp-white);box-shadow:var(--xp-shadow-2)}
.xp-button[data-variant=contained]:hover{background-image:linear-gradient(rgb(0 0 0 / 0.2),rgb(0 0 0 / 0.2))}
.xp-button:disabled{color:var(--xp-disabled);cursor:default;pointer-events:none}
.xp-button[data-variant=outlined]:disabled{border-color:var(--xp-disabled-bg)}
.xp-button[data-variant=contained]:disabled{background-color:var(--xp-disabled-bg);box-shadow:none}
.xp-button .xp-icon{font-size:20px}
.xp-icon-button{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;margin:0;padding:8px;border:0;border-radius:50%;background:transparent;color:var(--xp-action-active);cursor:pointer;-webkit-tap-highlight-color:transparent}
.xp-icon-button:hover{background-color:rgb(var(--xp-action-channel) / var(--xp-hover-opacity))}
.xp-alert{display:flex;gap:12px;padding:6px 16px;border-radius:var(--xp-radius);font:var(--xp-font-body2)}
.xp-alert>.xp-icon{box-sizing:content-box;padding:7px 0;font-size:22px;opacity:0.9}
.xp-alert-message{min-width:0;padding:8px 0;overflow-wrap:anywhere}
.xp-alert-action{display:flex;align-items:flex-start;margin-left:auto;padding:4px 0 0 16px}
.xp-alert-title{margin:-2px 0 0.35em;font:var(--xp-font-body1);font-weight:500}
.xp-alert[data-severity=error]{background-color:var(--xp-alert-error-bg);color:var(--xp-alert-error)}
.xp-alert[data-severity=error]>.xp-icon{color:var(--xp-alert-error-icon)}
.xp-alert[data-severity=warning]{background-color:var(--xp-alert-warning-bg);color:var(--xp-alert-warning)}
.xp-alert[data-severity=warning]>.xp-icon{color:var(--xp-alert-warning-icon)}
.xp-alert[data-severity=info]{background-color:var(--xp-alert-info-bg);color:var(--xp-alert-info)}
.xp-alert[data-severity=info]>.xp-icon{color:var(--xp-alert-info-icon)}
.xp-alert[data-severity=success]{background-color:var(--xp-alert-success-bg);color:var(--xp-alert-success)}
.xp-alert[data-severity=success]>.xp-icon{color:var(--xp-alert-success-icon)}
.xp-progress{position:relative;display:block;height:4px;overflow:hidden;background-color:var(--xp-progress-track)}
.xp-progress::before{content:"";position:absolute;top:0;bottom:0;left:0;width:40%;background-color:var(--xp-primary);animation:xp-progress 1.6s cubic-bezier(0.65,0.815,0.735,0.395) infinite}
@keyframes xp-progress{from{transform:translateX(-100%)}to{transform:translateX(250%)}}
.xp-spinner{display:inline-block;width:40px;height:40px;color:var(--xp-primary);animation:xp-rotate 1.4s linear infinite}
.xp-spinner circle{fill:none;stroke:currentColor;stroke-width:3.6;stroke-dasharray:80px,200px;animation:xp-dash 1.4s ease-in-out infinite}
@keyframes xp-rotate{to{transform:rotate(360deg)}}
@keyframes xp-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:100px,200px;stroke-dashoffset:-125px}}
`;

/** Writes the plain components' rules into the page (once), for a component that uses their classes. */
export function usePlainStyles(): void {
  useStaticStyles('plain', css);
}
