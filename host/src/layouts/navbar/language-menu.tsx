import {
  changeLanguage,
  languageNames,
  lazyNamed,
  loadMuiPlatformProvider,
  MuiScope,
  PlainButton,
  PlainIcon,
  useLanguage,
  type Language,
} from '@exchange/shared';
import { Suspense, useId, useState, type CSSProperties, type MouseEvent } from 'react';

import { useHostTranslation } from '../../i18n/host-translations';

const languagePath =
  'm12.9 15.1-2.5-2.5v-.1a17.6 17.6 0 0 0 3.7-6.5H17V4h-7V2H8v2H1v2h11.2A15.7 15.7 0 0 1 9 11.4 15.6 15.6 0 0 1 6.7 8H4.7a17.6 17.6 0 0 0 3 4.5l-5.1 5 1.4 1.5L9 14l3.1 3.1.8-2zM18.5 10h-2L12 22h2l1.1-3h4.8l1.1 3h2l-4.5-12zm-2.6 7 1.6-4.3 1.6 4.3h-3.2z';

export function LanguageIcon() {
  return <PlainIcon path={languagePath} />;
}

// The auth card is plain (ADR 0037): its menu brings MUI's providers with it (ADR 0038).
const loadMenuList = () =>
  Promise.all([import('./language-menu-list'), loadMuiPlatformProvider()]).then(([list]) => list);
// MUI's menu brings its popover, modal and focus trap: the auth pages' first screen does without them.
const LanguageMenuList = lazyNamed(loadMenuList, 'LanguageMenuList');

export function useLanguageMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = useLanguage();
  const { t } = useHostTranslation();
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const close = () => setAnchor(null);
  const choose = (language: Language) => {
    close();
    if (language !== current) {
      changeLanguage(language).catch((error: unknown) => console.error('The language could not be changed.', error));
    }
  };
  const trigger = {
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: open,
    // A pointer on its way or the keyboard's focus: the menu's code is fetched before the press.
    onPointerEnter: () => void loadMenuList().catch(() => undefined),
    onFocus: () => void loadMenuList().catch(() => undefined),
  };
  // Mounted from the first opening on, so that the menu closes with its transition.
  const [opened, setOpened] = useState(false);
  if (!opened && anchor !== null) setOpened(true);
  const menu = opened ? (
    <Suspense fallback={null}>
      <MuiScope>
        <LanguageMenuList id={menuId} anchor={anchor} current={current} onClose={close} onChoose={choose} />
      </MuiScope>
    </Suspense>
  ) : null;
  return { t, current, trigger, menu };
}

/**
 * The same choice as a menu entry, for the phone's drawer and the auth card, naming the language
 * shown. A plain button (ADR 0037): the auth card is the first screen of most visits.
 */
export function LanguageMenuButton({ style }: { style?: CSSProperties }) {
  const { t, current, trigger, menu } = useLanguageMenu();
  return (
    <>
      <PlainButton
        aria-label={`${t('language.label')}: ${languageNames[current]}`}
        startIcon={<LanguageIcon />}
        {...trigger}
        style={{ justifyContent: 'flex-start', ...style }}
      >
        {languageNames[current]}
      </PlainButton>
      {menu}
    </>
  );
}
