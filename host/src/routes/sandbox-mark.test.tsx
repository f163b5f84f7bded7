import { changeLanguage, settingsStore } from '@exchange/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { SandboxMark } from './sandbox-mark';

const settings = (sandboxPayments?: boolean) =>
  act(() => settingsStore.getState().setDomainSetting({ domainTitle: 'Exchange', sandboxPayments }));

describe('SandboxMark', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    settingsStore.setState({ domainSetting: null });
  });

  it('says the payments are simulated while the api simulates them, and expands when pressed', async () => {
    await settings(true);
    render(<SandboxMark />);
    const mark = screen.getByRole('button', { name: 'Sandbox' });
    expect(mark.getAttribute('title')).toBe('Sandbox: payments are simulated and no real money moves.');
    expect(mark.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(mark);
    expect(mark.getAttribute('aria-expanded')).toBe('true');
    expect(mark.textContent).toBe('Sandbox: payments are simulated and no real money moves.');
    await userEvent.click(mark);
    expect(mark.textContent).toBe('Sandbox');
    expect(document.querySelector('style[data-static-styles="sandbox-mark"]')?.textContent).toContain('position:fixed');
  });

  it('says it in Hindi', async () => {
    await settings(true);
    render(<SandboxMark />);
    await act(() => changeLanguage('hi'));
    const mark = screen.getByRole('button', { name: 'सैंडबॉक्स' });
    expect(mark.getAttribute('title')).toBe('सैंडबॉक्स: भुगतान सिम्युलेटेड हैं, कोई असली पैसा नहीं आता-जाता।');
  });

  it('is absent when the api does not simulate payments, and goes when the settings say so', async () => {
    await settings(undefined);
    const { container } = render(<SandboxMark />);
    expect(container.innerHTML).toBe('');
    await settings(true);
    expect(screen.getByRole('button', { name: 'Sandbox' })).toBeTruthy();
    await settings(false);
    expect(screen.queryByRole('button', { name: 'Sandbox' })).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
