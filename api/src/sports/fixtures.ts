// The world's catalogue: real competitions with their clubs, players, teams and courses, so the demo
// reads like a real exchange. Strengths (roughly goals, serve points won, runs a ball, raid points)
// make favourites favourites.

export interface Side {
  readonly name: string;
  /** Around 1: above is stronger. */
  readonly strength: number;
}

export interface CompetitionFixture {
  /** Fixed ids, so a restart keeps the rows it made. */
  readonly id: number;
  readonly name: string;
  readonly sides: readonly Side[];
}

const sides = (entries: readonly (readonly [string, number])[]): Side[] =>
  entries.map(([name, strength]) => ({ name, strength }));

export const footballCompetitions: readonly CompetitionFixture[] = [
  {
    id: 101,
    name: 'English Premier League',
    sides: sides([
      ['Arsenal', 1.35],
      ['Manchester City', 1.4],
      ['Liverpool', 1.35],
      ['Chelsea', 1.15],
      ['Tottenham', 1.1],
      ['Manchester United', 1.05],
      ['Newcastle', 1.1],
      ['Aston Villa', 1.05],
      ['Brighton', 1],
      ['West Ham', 0.9],
      ['Everton', 0.8],
      ['Fulham', 0.85],
    ]),
  },
  {
    id: 102,
    name: 'Spanish La Liga',
    sides: sides([
      ['Real Madrid', 1.4],
      ['Barcelona', 1.35],
      ['Atletico Madrid', 1.15],
      ['Athletic Bilbao', 1],
      ['Real Sociedad', 0.95],
      ['Villarreal', 0.95],
      ['Sevilla', 0.9],
      ['Valencia', 0.85],
    ]),
  },
  {
    id: 103,
    name: 'Indian Super League',
    sides: sides([
      ['Mohun Bagan', 1.2],
      ['Mumbai City', 1.15],
      ['FC Goa', 1.05],
      ['Bengaluru FC', 1],
      ['Kerala Blasters', 1],
      ['East Bengal', 0.9],
      ['Odisha FC', 0.95],
      ['Chennaiyin', 0.85],
    ]),
  },
];

export const tennisCompetitions: readonly CompetitionFixture[] = [
  {
    id: 201,
    name: 'ATP Dubai',
    sides: sides([
      ['Jannik Sinner', 1.25],
      ['Carlos Alcaraz', 1.25],
      ['Novak Djokovic', 1.2],
      ['Alexander Zverev', 1.1],
      ['Daniil Medvedev', 1.1],
      ['Taylor Fritz', 1.05],
      ['Casper Ruud', 1],
      ['Holger Rune', 1],
      ['Sumit Nagal', 0.85],
      ['Stefanos Tsitsipas', 1],
    ]),
  },
  {
    id: 202,
    name: 'WTA Doha',
    sides: sides([
      ['Aryna Sabalenka', 1.25],
      ['Iga Swiatek', 1.25],
      ['Coco Gauff', 1.15],
      ['Elena Rybakina', 1.15],
      ['Jessica Pegula', 1.05],
      ['Qinwen Zheng', 1.05],
      ['Jasmine Paolini', 1],
      ['Mirra Andreeva', 1],
    ]),
  },
];

export const cricketCompetitions: readonly CompetitionFixture[] = [
  {
    id: 301,
    name: 'Indian Premier League',
    sides: sides([
      ['Chennai Super Kings', 1.1],
      ['Mumbai Indians', 1.1],
      ['Royal Challengers Bengaluru', 1.05],
      ['Kolkata Knight Riders', 1.1],
      ['Sunrisers Hyderabad', 1.05],
      ['Rajasthan Royals', 1],
      ['Delhi Capitals', 0.95],
      ['Punjab Kings', 0.95],
      ['Gujarat Titans', 1],
      ['Lucknow Super Giants', 0.95],
    ]),
  },
  {
    id: 302,
    name: 'International Twenty20 Matches',
    sides: sides([
      ['India', 1.15],
      ['Australia', 1.1],
      ['England', 1.05],
      ['South Africa', 1.05],
      ['New Zealand', 1],
      ['Pakistan', 1],
      ['Sri Lanka', 0.9],
      ['West Indies', 0.95],
      ['Afghanistan', 0.9],
      ['Bangladesh', 0.85],
    ]),
  },
];

export const kabaddiCompetitions: readonly CompetitionFixture[] = [
  {
    id: 2501,
    name: 'Pro Kabaddi League',
    sides: sides([
      ['Patna Pirates', 1.1],
      ['Puneri Paltan', 1.15],
      ['Jaipur Pink Panthers', 1.1],
      ['Bengal Warriorz', 1],
      ['Dabang Delhi K.C.', 1.05],
      ['U Mumba', 1],
      ['Bengaluru Bulls', 0.95],
      ['Haryana Steelers', 1.05],
      ['Tamil Thalaivas', 0.95],
      ['Telugu Titans', 0.9],
      ['Gujarat Giants', 0.95],
      ['U.P. Yoddhas', 1],
    ]),
  },
];

export const racecourses: readonly CompetitionFixture[] = [
  { id: 2601, name: 'Ascot (GB)', sides: [] },
  { id: 2602, name: 'Cheltenham (GB)', sides: [] },
  { id: 2603, name: 'Mahalaxmi (IND)', sides: [] },
  { id: 2604, name: 'Curragh (IRE)', sides: [] },
];

export const raceNames: readonly string[] = [
  '5f Hcap',
  '6f Mdn Stks',
  '7f Nursery',
  '1m Hcap',
  '1m2f Stks',
  '1m4f Hcap',
  '2m Nov Hrd',
  '2m4f Hcap Chs',
];

export const horseNames: readonly string[] = [
  'Golden Monsoon',
  'Desert Crown',
  'Silver Sitar',
  'Midnight Rajah',
  'Kingsgate',
  'Lucky Lotus',
  'Storm Chaser',
  'Bombay Blue',
  'Quiet Thunder',
  'Royal Ascent',
  'Saffron Sky',
  'Brave Elephant',
  'Emerald Isle',
  'Harbour Lights',
  'Nightingale',
  'Copper Kettle',
  'Velvet Tiger',
  'Jaipur Jewel',
  'Summer Solstice',
  'Highland Fling',
  'Mumbai Express',
  'Cobalt Star',
  'Iron Duke',
  'Paper Moon',
  'Wild Orchid',
  'Lord Of The Ring',
  'Marine Drive',
  'Falcon Ridge',
];
