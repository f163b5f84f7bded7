/** The sports of the specification, with their fixed ids; `order` is the id. */
export const sports = [
  { id: 1, key: 'football', name: 'Football' },
  { id: 2, key: 'tennis', name: 'Tennis' },
  { id: 3, key: 'cricket', name: 'Cricket' },
  { id: 25, key: 'kabaddi', name: 'Kabaddi' },
  { id: 26, key: 'horseRacing', name: 'Horse Racing' },
] as const;

export type Sport = (typeof sports)[number];
export type SportKey = Sport['key'];

/** The match list a player lands on when nothing else is chosen. */
export const defaultMatchListId = 3;
