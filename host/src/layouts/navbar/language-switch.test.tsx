import { changeLanguage, PlatformProvider } from '@exchange/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { useHostTranslation } from '../../i18n/host-translations';
import { LanguageMenuButton } from './language-menu';
import { LanguageSwitch } from './language-switch';

function LogInLabel() {
  const { t } = useHostTranslation();
  return <p>{t('nav.logIn')}</p>;
}

function renderSwitch(Switch: (props: Record<string, never>) => ReactNode) {
  render(
    <PlatformProvider>
      <Switch />
      <LogInLabel />
    </PlatformProvider>,
  );
}

describe('the language switch', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    localStorage.clear();
  });

  it('changes the visible text, keeps the choice and marks the document', async () => {
    renderSwitch(LanguageSwitch);
    expect(screen.getByText('Log in')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'हिन्दी' }));
    expect(await screen.findByText('लॉग इन')).toBeDefined();
    expect(localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    // Named in both languages, so a player who cannot read Hindi still finds the way back.
    expect(screen.getByRole('button', { name: 'भाषा (Language)' })).toBeDefined();
  });

  it('marks the language shown and switches back to English', async () => {
    await act(() => changeLanguage('hi'));
    renderSwitch(LanguageMenuButton);
    await userEvent.click(screen.getByRole('button', { name: 'भाषा (Language): हिन्दी' }));
    expect((await screen.findByRole('menuitemradio', { name: 'हिन्दी' })).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    await waitFor(() => expect(screen.getByText('Log in')).toBeDefined());
    expect(localStorage.getItem('language')).toBe('en');
  });
});
