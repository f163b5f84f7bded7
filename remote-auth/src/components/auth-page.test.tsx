import { domainSettingsSchema, settingsStore } from '@exchange/shared';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { AuthPage } from './auth-page';

const brand = (fields: Record<string, unknown>) =>
  settingsStore.getState().setDomainSetting(domainSettingsSchema.parse({ domainTitle: 'Gold Exchange', ...fields }));

afterEach(() => {
  settingsStore.setState({ domainSetting: null });
});

describe('AuthPage', () => {
  it("shows the brand's auth logo above the heading, named by the brand's title", () => {
    brand({ authLogoImage: 'https://cdn.example/gold/auth-logo.svg', mainLogo: 'https://cdn.example/gold/logo.svg' });
    render(<AuthPage title="Log in">form</AuthPage>);

    const logo = screen.getByRole('img', { name: 'Gold Exchange' });
    expect(logo.getAttribute('src')).toBe('https://cdn.example/gold/auth-logo.svg');
    const heading = screen.getByRole('heading', { level: 1, name: 'Log in' });
    expect(logo.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Log in' }).textContent).toContain('form');
  });

  it('keeps the logo its box before the image arrives, so the card does not move', () => {
    brand({ authLogoImage: 'https://cdn.example/gold/auth-logo.svg' });
    render(<AuthPage title="Log in">form</AuthPage>);

    // Not yet loaded (jsdom loads no images): the box is already the card's width and 64 px high.
    const style = getComputedStyle(screen.getByRole('img', { name: 'Gold Exchange' }));
    expect(style.width).toBe('100%');
    expect(style.height).toBe('64px');
    expect(style.objectFit).toBe('contain');
  });

  it('names the brand in text when it has no auth logo, or one that is not safe', () => {
    brand({ authLogoImage: 'javascript:alert(1)' });
    render(<AuthPage title="Sign up">form</AuthPage>);

    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Gold Exchange')).toBeDefined();
  });
});
