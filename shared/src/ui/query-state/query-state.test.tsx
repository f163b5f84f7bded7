import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../api/api-error';
import { answerError } from '../../api/error-catalogue';
import { changeLanguage } from '../../i18n/i18n-instance';
import { EmptyState, ErrorState, LoadingRows } from './query-state';

afterEach(async () => {
  await act(() => changeLanguage('en'));
  localStorage.clear();
});

describe('LoadingRows', () => {
  it('is a status named and announced as loading, with the rows asked for', () => {
    render(<LoadingRows rows={3} height={40} />);
    const status = screen.getByRole('status', { name: 'Loading' });
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Loading');
    const rows = status.querySelectorAll('.xp-skeleton');
    expect(rows).toHaveLength(3);
    expect((rows[0] as HTMLElement).style.height).toBe('40px');
  });

  it('takes its name from the page when given one', () => {
    render(<LoadingRows label="Loading your bets" />);
    expect(screen.getByRole('status', { name: 'Loading your bets' }).querySelectorAll('.xp-skeleton')).toHaveLength(4);
  });

  it("says loading in the player's language", async () => {
    await act(() => changeLanguage('hi'));
    render(<LoadingRows />);
    expect(screen.getByRole('status', { name: 'लोड हो रहा है' })).toBeDefined();
  });
});

describe('EmptyState', () => {
  it('says what there is not, with a way on when given one', () => {
    render(<EmptyState action={<a href="/index">See all sports</a>}>No events today.</EmptyState>);
    expect(screen.getByText('No events today.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'See all sports' })).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('ErrorState', () => {
  it("shows the error's message in an alert with a retry that asks again", async () => {
    const retry = vi.fn();
    render(<ErrorState error={new ApiError('network', 'Network Error')} onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe('Network ErrorTry again');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it("translates the message and the retry into the player's language", async () => {
    await act(() => changeLanguage('hi'));
    render(<ErrorState error={answerError(500, '', '')} onRetry={() => undefined} />);
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('आंतरिक सर्वर त्रुटिफिर से कोशिश करें');
  });

  it('reads anything but an error or a text as an unsuccessful call', () => {
    render(<ErrorState error={{ code: 7 }} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toBe('The request was not successfulTry again');
  });

  it("shows the page's own wording of the error when it has one", () => {
    render(
      <ErrorState error={new Error('limit')} describe={() => 'Your limit is reached.'} onRetry={() => undefined} />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Your limit is reached.Try again');
  });
});
