import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useDeferredAnswer } from './use-deferred-answer';

describe('useDeferredAnswer', () => {
  it('shows the loading state first when the answer is there at mount, then the rows', async () => {
    const shown: string[] = [];
    function Rows({ answer }: { answer: string[] | undefined }) {
      const rows = useDeferredAnswer(answer);
      const text = rows === undefined ? 'Loading' : rows.join(', ');
      shown.push(text);
      return <p>{text}</p>;
    }
    await act(async () => {
      render(<Rows answer={['India v Australia', 'England v Pakistan']} />);
    });
    expect(screen.getByText('India v Australia, England v Pakistan')).toBeDefined();
    expect(shown).toEqual(['Loading', 'India v Australia, England v Pakistan']);
  });

  it('stays undefined while no answer has come', async () => {
    function Rows({ answer }: { answer: string[] | undefined }) {
      return <p>{useDeferredAnswer(answer) === undefined ? 'Loading' : 'Rows'}</p>;
    }
    await act(async () => {
      render(<Rows answer={undefined} />);
    });
    expect(screen.getByText('Loading')).toBeDefined();
  });
});
