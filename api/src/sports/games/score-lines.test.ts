import { scoreLineText, scoreLineTexts } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';

import { seededRandom } from '../../exchange/random.js';
import { CricketGame } from './cricket-game.js';
import { FootballGame } from './football-game.js';
import type { Game, GameScore } from './game.js';
import { KabaddiGame } from './kabaddi-game.js';
import { TennisGame } from './tennis-game.js';

const home = { name: 'India', strength: 1.1 };
const away = { name: 'Australia', strength: 0.9 };

/** Every score a game shows from before its start to its end. */
function scoresOf(game: Game): GameScore[] {
  const scores = [game.score()];
  game.start(0);
  for (let steps = 0; !game.finished && steps < 100_000; steps += 1) {
    game.step();
    scores.push(game.score());
  }
  return scores.filter((score): score is GameScore => score !== null);
}

describe("the games' score lines", () => {
  const games = {
    cricket: () => new CricketGame(home, away, seededRandom(1)),
    football: () => new FootballGame(home, away, seededRandom(2)),
    kabaddi: () => new KabaddiGame(home, away, seededRandom(3)),
    tennis: () => new TennisGame(home, away, seededRandom(4)),
  };

  it.each(Object.entries(games))('%s: the summary is the English of its line, from start to end', (_, make) => {
    const scores = scoresOf(make());
    expect(scores.length).toBeGreaterThan(2);
    for (const score of scores) {
      expect(score.summaryLine.code in scoreLineTexts).toBe(true);
      expect(score.summary).toBe(scoreLineText(score.summaryLine));
      for (const team of score.teams) {
        if (team.scoreLine !== undefined) expect(team.score).toBe(scoreLineText(team.scoreLine));
      }
    }
  });

  it('cricket says the toss, an innings, a chase and the result as they always read', () => {
    const scores = scoresOf(games.cricket());
    const codes = new Set(scores.map((score) => score.summaryLine.code));
    expect(
      [...codes].filter((code) => code === 'cricketToss' || code === 'cricketInnings' || code === 'cricketChase'),
    ).toHaveLength(3);
    expect(scores[0]?.summary).toMatch(/ won the toss and will bat first$/);
    expect(scores[0]?.teams.map((team) => team.score)).toEqual(['Yet to bat', 'Yet to bat']);
    const chase = scores.find((score) => score.summaryLine.code === 'cricketChase');
    expect(chase?.summary).toMatch(/^(India|Australia) need \d+ from \d+ balls$/);
  });
});
