import { useSettingsStore, useStaticStyles } from '@exchange/shared';
import { useState } from 'react';

import { useHostTranslation } from '../i18n/host-translations';

/**
 * Bottom left, clear of the navbar's balance (top right), the bet slip's Place bet (right-aligned)
 * and the contact buttons (bottom right). Above the navbar and the sidebar (MUI's appBar 1100,
 * drawer 1200), under dialogs, toasts and tooltips (1300 and up). Colours of the theme's warning
 * alert, in both schemes.
 */
const css = `
.xp-sandbox-mark{position:fixed;left:8px;bottom:max(8px,env(safe-area-inset-bottom));z-index:1250;box-sizing:border-box;max-width:min(320px,calc(100vw - 16px));min-height:24px;margin:0;padding:4px 10px;border:1px solid var(--xp-alert-warning-icon);border-radius:999px;background-color:var(--xp-alert-warning-bg);color:var(--xp-alert-warning);box-shadow:var(--xp-shadow-2);font:var(--xp-font-caption);font-weight:700;letter-spacing:0.04em;text-align:left;text-transform:uppercase;cursor:pointer}
.xp-sandbox-mark[aria-expanded="true"]{border-radius:var(--xp-radius);font-weight:400;letter-spacing:normal;text-transform:none}
.xp-sandbox-mark:focus-visible{outline:2px solid var(--xp-primary);outline-offset:2px}
`;

function Mark() {
  useStaticStyles('sandbox-mark', css);
  const { t } = useHostTranslation();
  const [open, setOpen] = useState(false);
  const explanation = t('sandbox.explanation');
  // A tooltip needs a pointer; a press shows the same words on a phone.
  return (
    <button
      type="button"
      className="xp-sandbox-mark"
      data-sandbox-mark=""
      title={explanation}
      aria-expanded={open}
      onClick={() => setOpen((shown) => !shown)}
    >
      {open ? explanation : t('sandbox.mark')}
    </button>
  );
}

/**
 * The "sandbox" mark, on every page while the brand's api simulates payments (its settings say
 * `sandboxPayments`): the player must know that no money here is real. Plain elements, no MUI, so
 * the login page carries it too (ADR 0037, ADR 0038).
 */
export function SandboxMark() {
  const sandbox = useSettingsStore((state) => state.domainSetting?.sandboxPayments === true);
  return sandbox ? <Mark /> : null;
}
