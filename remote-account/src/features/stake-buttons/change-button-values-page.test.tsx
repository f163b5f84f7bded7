import { sessionStore } from '@exchange/shared';
import { renderRoute } from '@exchange/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ChangeButtonValuesPage } from './change-button-values-page';

vi.setConfig({ testTimeout: 60_000 });

/** Types a whole value at once: per-key typing re-renders the page for every character. */
async function fill(
  user: {
    clear: (element: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
    click: (element: Element) => Promise<void>;
  },
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('the stake buttons page', () => {
  it('saves eight buttons and the session’s bet slip stakes change at once', async () => {
    const { network, user } = await renderRoute(<ChangeButtonValuesPage />, {
      path: '/change-button-values',
      session: { username: 'player01' },
    });
    network.on('POST', 'UserStake/Add').ok((await import('@exchange/contracts')).defaultStakeButtons);
    const label = await screen.findByRole('textbox', { name: 'Label 1' });
    await fill(user, label, 'Small');
    const value = screen.getByRole('textbox', { name: 'Value 1' });
    await fill(user, value, '50');
    network.on('POST', 'UserStake/Add').ok([{ title: 'Small', value: 50 }, ...sessionStore.getState().stakes.slice(1)]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stake buttons saved. Your bet slip uses them now.')).toBeTruthy();
    expect(network.requestsTo('POST', 'UserStake/Add')[0]?.body).toEqual([
      { title: 'Small', value: 50 },
      { title: '500', value: 500 },
      { title: '1k', value: 1000 },
      { title: '2k', value: 2000 },
      { title: '3k', value: 3000 },
      { title: '4k', value: 4000 },
      { title: '5k', value: 5000 },
      { title: '6k', value: 6000 },
    ]);
    expect(sessionStore.getState().stakes[0]).toEqual({ title: 'Small', value: 50 });
  });

  it('names a bad value and sends nothing', async () => {
    const { network, user } = await renderRoute(<ChangeButtonValuesPage />, {
      path: '/change-button-values',
      session: { username: 'player01' },
    });
    const value = await screen.findByRole('textbox', { name: 'Value 3' });
    await fill(user, value, '12.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A stake is a whole number from 1 to 1,00,00,000.')).toBeTruthy();
    expect(network.requestsTo('POST', 'UserStake/Add')).toHaveLength(0);
  });
});
