import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { parseOriginPattern } from '../http/origins.js';
import type { CatalogueEntry } from './catalogue.js';
import { crashGameCode } from './crash-game.js';

/**
 * The game pages' scripts and styles, served as they are from `src/casino/page/` (from `dist/`
 * too: the folder is found from here, one level up from either).
 */
export const gamePageDir: string = fileURLToPath(new URL('../../src/casino/page/', import.meta.url));

/** The files a game page loads, by the name in its URL, and their content types. */
export const gamePageAssets: Readonly<Record<string, string>> = {
  'crash-game.js': 'text/javascript; charset=utf-8',
  'demo-game.js': 'text/javascript; charset=utf-8',
  'lobby-bridge.js': 'text/javascript; charset=utf-8',
  'game-api.js': 'text/javascript; charset=utf-8',
  'fair.js': 'text/javascript; charset=utf-8',
  'game.css': 'text/css; charset=utf-8',
};

export const readGamePageAsset = (name: string): Promise<Buffer> => readFile(path.join(gamePageDir, name));

/**
 * A game page's policy: its own scripts and styles only, calls to its own origin only, and framed
 * only by the sites allowed to call the api (CORS_ORIGINS, which are already CSP source patterns).
 */
export function gamePagePolicy(corsOrigins: readonly string[]): string {
  const ancestors = corsOrigins.filter((pattern) => parseOriginPattern(pattern).regex !== undefined);
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    `frame-ancestors ${ancestors.length === 0 ? "'none'" : ancestors.join(' ')}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

const escapeHtml = (text: string): string => text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);

const crashBody = `
  <section class="sky" aria-labelledby="multiplier-label">
    <p id="multiplier-label" class="visually-hidden">Multiplier</p>
    <p id="multiplier" class="multiplier" data-phase="connecting">1.00×</p>
    <p id="phase" class="phase" role="status">Connecting…</p>
    <div class="track" aria-hidden="true"><div id="plane" class="plane">✈</div></div>
  </section>
  <form id="bet-form" class="controls" novalidate>
    <label for="stake">Stake (₹)</label>
    <input id="stake" name="stake" inputmode="decimal" autocomplete="off" value="100" required>
    <button id="bet" type="submit" disabled>Bet</button>
    <button id="cashout" type="button" disabled>Cash out</button>
  </form>
  <p id="message" class="message" role="alert"></p>
  <p id="result" class="result" role="status"></p>
  <section class="fair" aria-labelledby="fair-title">
    <h2 id="fair-title">Provably fair</h2>
    <p>This round's seed hash (SHA-256), published before bets close: <code id="seed-hash">…</code></p>
    <details>
      <summary>How to check a round</summary>
      <p>Each round has a secret seed of 64 hex characters; its SHA-256 is shown before the round. After the crash
      the seed is revealed. The crash point is HMAC-SHA256(key: the seed, message: "sbe_aviator"): its first 13 hex
      digits r give x = r / 2<sup>52</sup>, and the crash point is max(1.00, floor(99 / (1 − x)) / 100), at most
      1000.00. This page checks every past round below with your browser's own cryptography.</p>
    </details>
    <h3>Past rounds</h3>
    <ol id="history" class="history"></ol>
  </section>`;

const demoBody = `
  <p class="demo-note">Demo table: play for fun. No money is staked or won here.</p>
  <section class="cards" aria-label="Cards">
    <figure><figcaption>Player</figcaption><p id="player-card" class="card">?</p></figure>
    <figure><figcaption>Dealer</figcaption><p id="dealer-card" class="card">?</p></figure>
  </section>
  <div class="controls"><button id="deal" type="button">Deal</button></div>
  <p id="result" class="result" role="status"></p>
  <p class="score">Wins <output id="wins">0</output> · Losses <output id="losses">0</output></p>`;

/** The game page of a catalogue game: the crash game itself, or a demo table for the others. */
export function gamePageHtml(entry: CatalogueEntry): string {
  const isCrash = entry.code === crashGameCode;
  const name = escapeHtml(entry.name);
  return `<!doctype html>
<html lang="en" data-color-scheme="dark">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>${name}</title>
  <link rel="stylesheet" href="/casino/static/game.css">
  <script type="module" src="/casino/static/${isCrash ? 'crash-game.js' : 'demo-game.js'}"></script>
</head>
<body>
<main class="game" data-game="${escapeHtml(entry.code)}">
  <header class="bar">
    <h1>${name}</h1>
    <p class="balance">Balance ₹<output id="balance">…</output></p>
    <button id="exit" type="button">Lobby</button>
  </header>
  <p id="session-error" class="message" role="alert" hidden></p>${isCrash ? crashBody : demoBody}
</main>
</body>
</html>
`;
}
