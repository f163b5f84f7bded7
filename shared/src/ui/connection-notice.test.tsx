import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { reachabilityStore, reportApiAnswered, reportApiUnreachable } from '../api/api-reachability';
import { changeLanguage } from '../i18n/i18n-instance';
import { ConnectionLostNotice } from './connection-notice';

afterEach(async () => {
  reachabilityStore.getState().reset();
  await changeLanguage('en');
});

describe('ConnectionLostNotice', () => {
  it('says the connection is lost, prices paused and the time the figures are from, and goes when the api answers', () => {
    render(<ConnectionLostNotice />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => reportApiUnreachable(new Date(2026, 10, 29, 3, 12, 5).getTime()));
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain('Connection lost');
    expect(notice.textContent).toContain('Prices are paused and bets cannot be placed until it is back.');
    expect(notice.textContent).toMatch(/last updated at 3:12:05\s?am/i);
    expect(notice.textContent).toContain('Reconnecting…');

    act(() => reportApiAnswered());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks Hindi', async () => {
    await changeLanguage('hi');
    render(<ConnectionLostNotice />);
    act(() => reportApiUnreachable());
    expect(screen.getByRole('status').textContent).toContain('कनेक्शन टूट गया');
    expect(screen.getByRole('status').textContent).toContain('भाव रुके हुए हैं');
  });
});
