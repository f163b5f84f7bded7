import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { BalanceSummary, formatAmount } from './balance-summary';

describe('BalanceSummary', () => {
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

  it('shows a dash before the amount is known and the raw text when it is not a number', () => {
    expect(formatAmount(undefined)).toBe('–');
    expect(formatAmount('n/a')).toBe('n/a');
  });
});
