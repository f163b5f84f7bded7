import { afterEach, describe, expect, it } from 'vitest';

import { betSlipStore, createBetSlipStore, type SlipSelection } from './bet-slip-store';

const selection: SlipSelection = {
  eventId: 31,
  marketId: '1.31',
  marketKind: 'exchange',
  marketType: 'MATCH_ODDS',
  runnerId: 1,
  runnerName: 'India',
  side: 'BACK',
  price: 1.5,
};

const slip = () => betSlipStore.getState();

describe('the bet slip store', () => {
  afterEach(() => slip().reset());

  it('keeps one idempotency key for a submission until an answer comes, and refuses a second send meanwhile', () => {
    slip().open(selection, 'player01');
    slip().setStake('100');
    const key = slip().beginSubmission();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(slip().beginSubmission()).toBeNull();
    slip().endSubmission('unknown');
    expect(slip().beginSubmission()).toBe(key);
    slip().endSubmission('refused');
    expect(slip().beginSubmission()).not.toBe(key);
  });

  it('starts a new submission when the slip changes, and closes once the bet is placed', () => {
    slip().open(selection, 'player01');
    const key = slip().beginSubmission();
    slip().endSubmission('unknown');
    slip().setStake('200');
    expect(slip().beginSubmission()).not.toBe(key);
    slip().endSubmission('placed');
    expect(slip().slip).toBeNull();
  });

  it('is read back from this tab’s `betslips` by the next page load', () => {
    slip().open(selection, 'player01');
    slip().setStake('750');
    slip().setPersistence('KEEP');
    const reloaded = createBetSlipStore();
    expect(reloaded.getState().slip).toMatchObject({ owner: 'player01', selection, stake: '750', persistence: 'KEEP' });
    expect(reloaded.getState().sending).toBe(false);
    expect(localStorage.getItem('betslips')).toBeNull();
  });
});
