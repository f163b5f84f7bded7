import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defaultStakeButtons, type StakeButton } from '@exchange/contracts';

import { parseOriginPattern } from '../http/origins.js';
import type { CatalogueEntry } from './catalogue.js';
import { crashGameCode } from './crash-game.js';
import { gamePageStrings, serverMessages, type GamePageLanguage, type GamePageStrings } from './game-page-strings.js';

/**
 * The game pages' scripts and styles, served as they are from `src/casino/page/` (from `dist/`
 * too: the folder is found from here, one level up from either).
 */
export const gamePageDir: string = fileURLToPath(new URL('../../src/casino/page/', import.meta.url));

/**
 * The files a game page loads, by the name in its URL, and their content types. A Map: the name
 * comes from the request, and a plain object would also answer `constructor` or `__proto__`.
 */
export const gamePageAssets: ReadonlyMap<string, string> = new Map([
  ['crash-game.js', 'text/javascript; charset=utf-8'],
  ['crash-clock.js', 'text/javascript; charset=utf-8'],
  ['crash-curve.js', 'text/javascript; charset=utf-8'],
  ['crash-sound.js', 'text/javascript; charset=utf-8'],
  ['demo-game.js', 'text/javascript; charset=utf-8'],
  ['lobby-bridge.js', 'text/javascript; charset=utf-8'],
  ['game-api.js', 'text/javascript; charset=utf-8'],
  ['fair.js', 'text/javascript; charset=utf-8'],
  ['fair-page.js', 'text/javascript; charset=utf-8'],
  ['strings.js', 'text/javascript; charset=utf-8'],
  ['game.css', 'text/css; charset=utf-8'],
]);

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

/**
 * A stake chip: the stake button's title, its stake in rupees in `data-stake`, named by that stake.
 * The page's script writes the player's own chips the same way (crash-game.js).
 */
const stakeChip = (words: GamePageStrings['page'], { title, value }: StakeButton): string =>
  `<button type="button" class="chip" data-stake="${value}" aria-label="${escapeHtml(words.setStake.replace('{amount}', String(value)))}">${escapeHtml(title)}</button>`;

/**
 * One of the crash game's two bet panels: stake, stake chips (the default stake buttons until the
 * session names the player's own), auto cash-out, auto bet and the bet button.
 */
const betPanel = (words: GamePageStrings['page'], slot: 1 | 2) => `
    <section class="panel" aria-labelledby="panel-${slot}-title" data-slot="${slot}">
      <h2 id="panel-${slot}-title" class="panel-title">${words.betPanel} ${slot}</h2>
      <form id="bet-form-${slot}" class="bet-form" novalidate>
        <label for="stake-${slot}" class="stake-label">${words.stake}</label>
        <div class="stake-row">
          <button id="stake-down-${slot}" type="button" class="step" aria-label="${words.stakeDown}">−</button>
          <input id="stake-${slot}" name="stake" inputmode="decimal" autocomplete="off" value="100" required>
          <button id="stake-up-${slot}" type="button" class="step" aria-label="${words.stakeUp}">+</button>
        </div>
        <div id="chips-${slot}" class="chips" role="group" aria-label="${words.stakeChips}">${defaultStakeButtons
          .map((button) => stakeChip(words, button))
          .join('')}</div>
        <div class="auto-row">
          <label class="switch"><input id="auto-cashout-${slot}" type="checkbox" role="switch"> ${words.autoCashOut}</label>
          <label for="auto-at-${slot}" class="visually-hidden">${words.autoCashOutAt}</label>
          <input id="auto-at-${slot}" class="auto-at" inputmode="decimal" autocomplete="off" value="2.00" disabled>
        </div>
        <label class="switch"><input id="auto-bet-${slot}" type="checkbox" role="switch"> ${words.autoBet}</label>
        <button id="bet-${slot}" class="bet-button" type="submit" data-mode="wait" disabled>${words.bet}</button>
        <p id="result-${slot}" class="result" role="status"></p>
      </form>
    </section>`;

/**
 * The crash game's play area (curve, bet panels, the round's bets) and fairness record (the chain,
 * the player's seed, the round's seeds, past rounds), in `words`.
 */
const crashBody = (words: GamePageStrings['page'], language: GamePageLanguage) => `
  <div class="crash">
    <section class="stage" aria-labelledby="multiplier-label">
      <div class="stage-bar">
        <h2 id="multiplier-label" class="visually-hidden">${words.multiplier}</h2>
        <ol id="recent" class="recent" aria-label="${words.recentRounds}" tabindex="0"></ol>
        <button id="sound" class="sound" type="button" aria-pressed="false">${words.sound}</button>
      </div>
      <div class="curve">
        <canvas id="curve" aria-hidden="true"></canvas>
        <div class="curve-text" aria-hidden="true">
          <p id="multiplier" class="multiplier" data-phase="connecting">1.00×</p>
          <p id="stage-note" class="stage-note"></p>
        </div>
      </div>
      <p id="multiplier-live" class="visually-hidden" aria-live="polite" aria-atomic="true"></p>
      <p id="phase" class="phase" role="status">${words.connecting}</p>
    </section>
    <div class="panels">${betPanel(words, 1)}${betPanel(words, 2)}
    </div>
    <section class="live-bets" aria-labelledby="live-bets-title">
      <h2 id="live-bets-title">${words.liveBets}</h2>
      <p id="bet-count" class="bet-count"></p>
      <table aria-labelledby="live-bets-title">
        <thead><tr><th scope="col">${words.player}</th><th scope="col">${words.stakeHeader}</th><th scope="col">${words.multiplierHeader}</th><th scope="col">${words.winHeader}</th></tr></thead>
        <tbody id="round-bets"></tbody>
      </table>
    </section>
  </div>
  <p id="message" class="message" role="alert"></p>
  <section class="fair" aria-labelledby="fair-title">
    <h2 id="fair-title">${words.fairTitle}</h2>
    <p>${words.terminatingHash} <code id="terminating-hash">…</code></p>
    <p>${words.clientSeed} <code id="chain-client-seed">…</code></p>
    <div class="player-seed">
      <label for="player-seed">${words.playerSeedLabel}</label>
      <div class="seed-row">
        <input id="player-seed" name="playerSeed" maxlength="32" autocomplete="off" autocapitalize="off" spellcheck="false" aria-describedby="player-seed-hint">
        <button id="new-seed" type="button">${words.newSeed}</button>
      </div>
      <p id="player-seed-hint" class="hint">${words.playerSeedHint}</p>
    </div>
    <h3 id="round-seeds-title">${words.roundSeedsTitle}</h3>
    <p id="round-seeds-note" class="hint"></p>
    <div id="round-seeds-box" hidden>
      <p>${words.roundClientSeed} <code id="round-client-seed"></code></p>
      <ol id="round-seeds" class="round-seeds" aria-labelledby="round-seeds-title"></ol>
    </div>
    <details>
      <summary>${words.howToCheck}</summary>
      <p>${words.fairExplanation}</p>
      <p><a href="/casino/fair?lang=${language}">${words.fairPageLink}</a></p>
    </details>
    <h3>${words.pastRounds}</h3>
    <ol id="history" class="history"></ol>
  </section>`;

const demoBody = (words: GamePageStrings['page']) => `
  <p class="demo-note">${words.demoNote}</p>
  <section class="cards" aria-label="${words.cards}">
    <figure><figcaption>${words.player}</figcaption><p id="player-card" class="card">?</p></figure>
    <figure><figcaption>${words.dealer}</figcaption><p id="dealer-card" class="card">?</p></figure>
  </section>
  <div class="controls"><button id="deal" type="button">${words.deal}</button></div>
  <p id="result" class="result" role="status"></p>
  <p class="score">${words.wins} <output id="wins">0</output> · ${words.losses} <output id="losses">0</output></p>`;

/** The page for a game code the catalogue does not know. */
export const gameNotFoundHtml = (language: GamePageLanguage): string =>
  `<!doctype html><html lang="${language}"><title>${gamePageStrings[language].page.notFound}</title><p>${gamePageStrings[language].page.notFound}</p></html>`;

/** A page's start: its language, dark until the lobby says otherwise, its title (HTML) and its one script. */
const pageHead = (language: GamePageLanguage, titleHtml: string, script: string): string => `<!doctype html>
<html lang="${language}" data-color-scheme="dark">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="referrer" content="no-referrer">
  <title>${titleHtml}</title>
  <link rel="stylesheet" href="/casino/static/game.css">
  <script type="module" src="/casino/static/${script}"></script>
</head>`;

/**
 * The game page of a catalogue game, in `language`: the crash game itself, or a demo table for the
 * others. The scripts' strings travel as data in `data-strings`, so the page runs no inline script.
 */
export function gamePageHtml(entry: CatalogueEntry, language: GamePageLanguage = 'en'): string {
  const isCrash = entry.code === crashGameCode;
  const name = escapeHtml(entry.name);
  const { page: words, script } = gamePageStrings[language];
  return `${pageHead(language, name, isCrash ? 'crash-game.js' : 'demo-game.js')}
<body>
<main class="game${isCrash ? ' game-wide' : ''}" data-game="${escapeHtml(entry.code)}" data-strings="${escapeHtml(JSON.stringify(script))}" data-server-messages="${escapeHtml(JSON.stringify(serverMessages(language)))}">
  <header class="bar">
    <h1>${name}</h1>
    <p class="balance">${words.balance} ₹<output id="balance">…</output></p>
  </header>
  <p id="session-error" class="message" role="alert" hidden></p>${isCrash ? crashBody(words, language) : demoBody(words)}
</main>
</body>
</html>
`;
}

/**
 * What the fairness page fills its form with: the terminating hash of the crash game's newest chain,
 * when it has one. Not its client seed: each round mixes players' seeds into its own.
 */
export interface PublishedChain {
  readonly terminatingHash: string;
}

/**
 * The crash game's standalone fairness page (/casino/fair) in `language`: a form for one round whose
 * check runs in the browser (page/fair-page.js), its terminating hash prefilled with the chain
 * published now.
 */
export function fairPageHtml(chain: PublishedChain | null, language: GamePageLanguage = 'en'): string {
  const { page: words, script } = gamePageStrings[language];
  const value = (text: string | undefined) => (text === undefined ? '' : ` value="${escapeHtml(text)}"`);
  return `${pageHead(language, words.fairPageTitle, 'fair-page.js')}
<body>
<main class="game fair-page" data-strings="${escapeHtml(JSON.stringify(script))}">
  <h1>${words.fairPageTitle}</h1>
  <p>${words.fairPageIntro}</p>
  <form id="fair-form" class="fair fair-form" novalidate>
    <label for="game-hash">${words.gameHashLabel}</label>
    <input id="game-hash" name="gameHash" autocomplete="off" spellcheck="false" maxlength="64" required>
    <label for="client-seed">${words.clientSeedLabel}</label>
    <input id="client-seed" name="clientSeed" autocomplete="off" autocapitalize="off" spellcheck="false" maxlength="200" required aria-describedby="client-seed-hint">
    <p id="client-seed-hint" class="hint">${words.clientSeedHint}</p>
    <label for="terminating-hash">${words.terminatingHashLabel}</label>
    <input id="terminating-hash" name="terminatingHash" autocomplete="off" spellcheck="false" maxlength="64"${value(chain?.terminatingHash)}>
    <label for="chain-index">${words.chainIndexLabel}</label>
    <input id="chain-index" name="chainIndex" inputmode="numeric" autocomplete="off">
    <button id="check" type="submit">${words.check}</button>
  </form>
  <p id="fair-message" class="message" role="alert"></p>
  <p id="fair-point" class="result" role="status"></p>
  <p id="fair-chain" class="result" role="status"></p>
</main>
</body>
</html>
`;
}
