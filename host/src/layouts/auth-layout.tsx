import { selectDomainSetting, useSettingsStore } from '@exchange/shared';
import { Outlet } from 'react-router';

import { useHostStyles } from '../host-styles';
import { LanguageMenuButton } from './navbar/language-menu';

/**
 * Login, signup and verification: one centred card on the brand's auth background, full width
 * on a phone. The auth pages show the brand's auth logo themselves. Plain elements (ADR 0037).
 */
export function AuthLayout() {
  useHostStyles();
  const settings = useSettingsStore(selectDomainSetting);
  const background = settings?.authBackgroundImage;
  return (
    <main
      className="xp-auth-layout"
      // The URL passed the settings schema (http(s) or same-origin path); quoting keeps it one value.
      style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
    >
      <div className="xp-auth-card">
        {/* The auth pages have no navbar, and a player should read them in their language. */}
        <div className="xp-auth-card-bar">
          <LanguageMenuButton style={{ minWidth: 0 }} />
        </div>
        <Outlet />
      </div>
    </main>
  );
}
