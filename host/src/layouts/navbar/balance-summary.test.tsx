import { changeLanguage } from '@exchange/shared';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BalanceSummary } from './balance-summary';

describe('BalanceSummary', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    localStorage.clear();
  });

  it('shows balance and exposure under their names, grouped the Indian way', () => {
    render(
      <BalanceSummary
        balance={150000.5}
        exposure="250"
        showBalance
        showExposure
        onToggleBalance={() => undefined}
        onToggleExposure={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Balance').textContent).toBe('1,50,000.50');
    expect(screen.getByLabelText('Exposure').textContent).toBe('250.00');
  });

  it('hides an amount and offers to show it again', async () => {
    const onToggleBalance = vi.fn();
    render(
      <BalanceSummary
        balance={10}
        exposure={0}
        showBalance={false}
        showExposure
        onToggleBalance={onToggleBalance}
        onToggleExposure={() => undefined}
      />,
    );
    expect(screen.getByLabelText('Balance').textContent).toBe('••••');
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(onToggleBalance).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Hide exposure' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('names the amounts in Hindi and keeps the Indian grouping', async () => {
    render(
      <BalanceSummary
        balance={100000}
        exposure={undefined}
        showBalance
        showExposure
        onToggleBalance={() => undefined}
        onToggleExposure={() => undefined}
      />,
    );
    await act(() => changeLanguage('hi'));
    expect(screen.getByLabelText('बैलेंस').textContent).toBe('1,00,000.00');
    expect(screen.getByLabelText('एक्सपोज़र').textContent).toBe('–');
    expect(screen.getByRole('button', { name: 'बैलेंस छिपाएँ' })).toBeDefined();
  });
});
