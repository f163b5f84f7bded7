import { describe, expect, it } from 'vitest';

import { allowedGameOriginsOf, checkGameUrl } from './game-origins';

const settings = (allowedGameOrigins: unknown) => ({ domainTitle: 'Brand', allowedGameOrigins });

describe('the game origins of a brand', () => {
  it("are the settings' origins and the brand api's origin", () => {
    expect(
      allowedGameOriginsOf(settings(['https://games.example', 'https://crash.example:8443/']), 'http://localhost:4000'),
    ).toEqual(['https://games.example', 'https://crash.example:8443', 'http://localhost:4000']);
    expect(allowedGameOriginsOf(null, 'https://api.example/v1')).toEqual(['https://api.example']);
  });

  it('ignore entries that are not bare http(s) origins', () => {
    expect(
      allowedGameOriginsOf(settings(['https://games.example/lobby', 'javascript:alert(1)', 7, null]), 'not a url'),
    ).toEqual([]);
    expect(allowedGameOriginsOf(settings('https://games.example'), 'https://api.example')).toEqual([
      'https://api.example',
    ]);
  });
});

describe('checkGameUrl', () => {
  const allowed = ['https://games.example', 'http://localhost:4000', 'http://api.localhost:4000'];

  it.each([
    'https://games.example/casino/games/sbe_aviator#token=abc',
    'http://localhost:4000/casino/games/x',
    'http://api.localhost:4000/casino/games/x',
  ])('frames %s', (url) => {
    expect(checkGameUrl(url, allowed).ok).toBe(true);
  });

  it.each([
    ['http://games.example/x', 'http: is not https'],
    ['https://evil.example/x', 'https://evil.example is not an allowed game origin'],
    ['https://games.example.evil.example/x', 'https://games.example.evil.example is not an allowed game origin'],
    ['javascript:alert(1)', 'javascript: is not https'],
    ['data:text/html,<script>alert(1)</script>', 'data: is not https'],
    ['https://user:pass@games.example/x', 'it carries credentials'],
    ['/casino/games/x', 'not a URL'],
  ])('never frames %s (%s)', (url, reason) => {
    expect(checkGameUrl(url, allowed)).toEqual({ ok: false, reason });
  });
});
