import { scoreLine, scoreLineText, type ScoreLine } from '@exchange/contracts';

import type { WorldEvent, WorldMarket, WorldMarketResult } from './world-model.js';

/** The finished event's line for players as a score line: the game's final score, or a race's winner. */
function eventResultLineOf(event: WorldEvent): ScoreLine | null {
  const summary = event.game?.score()?.summaryLine;
  if (summary !== undefined) return summary;
  for (const market of event.markets) {
    const result = market.result;
    if (market.type !== 'WIN' || result === null || !('winnerRunnerId' in result)) continue;
    const winner = market.runners.find((runner) => runner.id === result.winnerRunnerId);
    if (winner !== undefined) return scoreLine('raceWonBy', { runner: winner.name });
  }
  return null;
}

/** The finished event's line for players, as its score line and the English written from it. */
export function eventResultOf(event: WorldEvent): Pick<WorldEvent, 'result' | 'resultLine'> {
  const line = eventResultLineOf(event);
  return { result: line === null ? null : scoreLineText(line), resultLine: line };
}

/**
 * A closed market's result: the game's own when it gives one, else the runner its final prices make
 * a near-certainty (a finished match prices its winner at the top of the range). A market whose
 * outcome cannot be read — a fancy line without runs, prices that name no clear winner — is void,
 * and every stake on it goes back.
 */
export function marketResultOf(event: WorldEvent, market: WorldMarket): WorldMarketResult {
  const game = event.game;
  if (game === null || market.key === null) return { void: true };
  const own = game.result?.(market.key) ?? null;
  if (own !== null) {
    if ('winnerIndex' in own) {
      const runner = market.runners[own.winnerIndex];
      return runner === undefined ? { void: true } : { winnerRunnerId: runner.id };
    }
    const runs: Record<string, number> = {};
    market.runners.forEach((runner, index) => {
      const value = own.runsByIndex[index];
      if (value !== undefined) runs[String(runner.id)] = value;
    });
    return Object.keys(runs).length === market.runners.length ? { runs } : { void: true };
  }
  if (market.kind === 'fancy') return { void: true };
  const chances = game.probabilities(market.key);
  if (chances === null || chances.length !== market.runners.length) return { void: true };
  const best = Math.max(...chances);
  const leaders = chances.filter((chance) => chance === best).length;
  const winner = market.runners[chances.indexOf(best)];
  return leaders === 1 && best >= 0.9 && winner !== undefined ? { winnerRunnerId: winner.id } : { void: true };
}
