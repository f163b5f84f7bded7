import { describe, expect, it } from 'vitest';

import { gameUrlInLanguage } from './game-language';

describe('gameUrlInLanguage', () => {
  it('names the language in the query and keeps the launch token in the fragment', () => {
    expect(gameUrlInLanguage('http://localhost:4000/casino/games/sbe_aviator#token=abc', 'hi')).toBe(
      'http://localhost:4000/casino/games/sbe_aviator?lang=hi#token=abc',
    );
  });

  it('replaces a language already there and keeps other parameters', () => {
    expect(gameUrlInLanguage('https://games.example/play?table=3&lang=en#token=x', 'hi')).toBe(
      'https://games.example/play?table=3&lang=hi#token=x',
    );
  });

  it('leaves a string that is not a URL alone', () => {
    expect(gameUrlInLanguage('not a url', 'hi')).toBe('not a url');
  });
});
