import { between, pick, sample, seededRandom, seedOf, wholeBetween, type RandomSource } from '../exchange/random.js';
import { horseNames, raceNames } from './fixtures.js';
import { CricketGame } from './games/cricket-game.js';
import { FootballGame } from './games/football-game.js';
import type { Game } from './games/game.js';
import { HorseRace } from './games/horse-race.js';
import { KabaddiGame } from './games/kabaddi-game.js';
import { TennisGame } from './games/tennis-game.js';
import { competitionsBySport, type WorldEvent } from './world-model.js';

/** An event as the world adds it, before it has an id, a status or markets. */
export type FixtureDetails = Omit<
  WorldEvent,
  'id' | 'dreamEventId' | 'status' | 'markets' | 'finishedAt' | 'result' | 'resultLine'
>;

/**
 * Draws one fixture of a sport starting at `openDate`: its competition and sides (or a race's field
 * and name) from the sport's dice, its game from dice of its own. Null when the competition has too
 * few sides for a match.
 */
export function drawFixture(
  sportId: number,
  openDate: number,
  random: RandomSource,
  gameRandom: RandomSource,
): { readonly details: FixtureDetails; readonly game: Game } | null {
  const competition = pick(random, competitionsBySport[sportId] ?? []);
  let game: Game;
  let title: string;
  let participants: string[];
  if (sportId === 26) {
    const field = sample(random, horseNames, wholeBetween(random, 8, 14)).map((name) => ({
      name,
      strength: between(random, 0.85, 1.15),
    }));
    game = new HorseRace(field, gameRandom);
    const time = new Date(openDate).toISOString().slice(11, 16);
    title = `${time} ${competition.name.replace(/ \(.*\)$/, '')} ${pick(random, raceNames)}`;
    participants = field.map((horse) => horse.name);
  } else {
    const [home, away] = sample(random, competition.sides, 2);
    if (home === undefined || away === undefined) return null;
    game =
      sportId === 1
        ? new FootballGame(home, away, gameRandom)
        : sportId === 2
          ? new TennisGame(home, away, gameRandom)
          : sportId === 3
            ? new CricketGame(home, away, gameRandom)
            : new KabaddiGame(home, away, gameRandom);
    title = `${home.name} v ${away.name}`;
    participants = [home.name, away.name];
  }
  return {
    details: {
      sportId,
      competitionId: competition.id,
      competitionName: competition.name,
      title,
      participants,
      openDate,
      source: 'world',
      game,
    },
    game,
  };
}

/**
 * The fixture of a sport starting at `openDate` in the world of `seed`: the same every time it is
 * drawn, so a restarted world draws its unfinished events again and replays their games.
 */
export function fixtureAt(
  seed: number,
  sportId: number,
  openDate: number,
): { readonly details: FixtureDetails; readonly game: Game } | null {
  return drawFixture(
    sportId,
    openDate,
    seededRandom(seedOf(`${seed}:fixture:${sportId}:${openDate}`)),
    seededRandom(seedOf(`${seed}:game:${sportId}:${openDate}`)),
  );
}
