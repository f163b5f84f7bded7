import { wordingKit, type TemplateTable, type Wording } from './wording.js';

/**
 * The lines a scorecard and a finished event show, by code, with their English: the api sends the
 * code and its values beside the English, and the sports remote says them in the player's
 * language. Team, player and runner names are values and stay as they are named.
 */
export const scoreLineTexts = {
  cricketToss: '{{team}} won the toss and will bat first',
  cricketWonByRuns: '{{team}} won by {{runs}} runs',
  cricketWonByWickets: '{{team}} won by {{wickets}} wickets',
  cricketTied: 'Match tied',
  cricketInnings: '{{team}} {{runs}}/{{wickets}} after {{overs}} overs',
  cricketChase: '{{team}} need {{runs}} from {{balls}} balls',
  cricketYetToBat: 'Yet to bat',
  footballFullTime: '{{home}} {{homeGoals}}–{{awayGoals}} {{away}} (Full time)',
  footballBeforeKickOff: '{{home}} {{homeGoals}}–{{awayGoals}} {{away}} (Kick-off soon)',
  footballInPlay: "{{home}} {{homeGoals}}–{{awayGoals}} {{away}} ({{minute}}')",
  kabaddiTied: 'Match tied {{homePoints}}–{{awayPoints}}',
  kabaddiWon: '{{team}} won {{winnerPoints}}–{{loserPoints}}',
  kabaddiFirstHalf: 'First half, raid {{raid}}',
  kabaddiSecondHalf: 'Second half, raid {{raid}}',
  tennisWon: '{{player}} won {{sets}}',
  tennisInPlay: 'Sets {{setsOne}}–{{setsTwo}}, {{server}} serving',
  raceWonBy: 'Won by {{runner}}',
} as const satisfies TemplateTable;

export type ScoreLineCode = keyof typeof scoreLineTexts;

/** A score line as a value: what a game says of its score, and what the sports remote translates. */
export type ScoreLine = Wording<ScoreLineCode>;

const scoreLines = wordingKit(scoreLineTexts);

export const isScoreLineCode = scoreLines.isCode;

/** A score line with its values. */
export const scoreLine = scoreLines.wording;

/** A score line's English, as the api writes it beside the code. */
export const scoreLineText = (line: ScoreLine): string => scoreLines.english(line.code, line.values);
