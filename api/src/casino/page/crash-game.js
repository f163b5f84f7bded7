// The crash game's page: follows the rounds the api runs on a curve drawn from the server's round
// clock, takes two bets a round (each with an optional auto cash-out the server makes, and an
// optional auto bet that places it again each round), cashes out in flight, lists the round's bets
// and the last crash points, sends the player's own seed with each bet, shows the seeds each round
// mixes into its client seed, and checks every past round's fairness in the browser.
import { createServerClock, multiplierHundredthsAt, payoutAt } from './crash-clock.js';
import { createCurve } from './crash-curve.js';
import { beep, setSound } from './crash-sound.js';
import { verifyRound } from './fair.js';
import { call, formatMoney, GameCallError, openSession } from './game-api.js';
import { connectLobby } from './lobby-bridge.js';
import { text } from './strings.js';

const $ = (id) => document.getElementById(id);
const elements = {
  balance: $('balance'),
  multiplier: $('multiplier'),
  multiplierLive: $('multiplier-live'),
  stageNote: $('stage-note'),
  phase: $('phase'),
  sound: $('sound'),
  recent: $('recent'),
  roundBets: $('round-bets'),
  betCount: $('bet-count'),
  message: $('message'),
  terminatingHash: $('terminating-hash'),
  chainClientSeed: $('chain-client-seed'),
  playerSeed: $('player-seed'),
  newSeed: $('new-seed'),
  roundSeedsNote: $('round-seeds-note'),
  roundSeedsBox: $('round-seeds-box'),
  roundClientSeed: $('round-client-seed'),
  roundSeeds: $('round-seeds'),
  history: $('history'),
  sessionError: $('session-error'),
};

/** The two bet panels, by slot. */
const panels = [1, 2].map((slot) => ({
  slot,
  form: $(`bet-form-${slot}`),
  stake: $(`stake-${slot}`),
  down: $(`stake-down-${slot}`),
  up: $(`stake-up-${slot}`),
  chipsGroup: $(`chips-${slot}`),
  /** The panel's stake chips now: the server's, then the player's own once the session names them. */
  chips: [...$(`chips-${slot}`).querySelectorAll('[data-stake]')],
  autoCashOut: $(`auto-cashout-${slot}`),
  autoAt: $(`auto-at-${slot}`),
  autoBet: $(`auto-bet-${slot}`),
  button: $(`bet-${slot}`),
  result: $(`result-${slot}`),
  busy: false,
  /** The round this panel's auto bet last tried, so it bets once a round. */
  autoBetRound: null,
}));

const stakeShape = /^\d{1,13}(\.\d{1,2})?$/;
/** A player's seed as the server takes it: 1 to 32 of A–Z, a–z, 0–9, _ and -. */
const playerSeedShape = /^[A-Za-z0-9_-]{1,32}$/;
/** Where this browser keeps the player's seed between visits. */
const playerSeedKey = 'crash.playerSeed';
const multiplierShape = /^\d{1,4}(\.\d{1,2})?$/;
const defaultLimits = { minStake: 10, maxStake: 100000, minAutoCashOut: 1.01, maxAutoCashOut: 1000 };
/** How often the multiplier is told to screen readers in flight: often enough to follow, not every frame. */
const announceEveryMs = 2000;

let state = null;
let started = false;
let post = () => {};
const clock = createServerClock();
const curve = createCurve($('curve'));
const reported = new Set();
/** What the page has beeped and announced, so each happens once a round. */
const heard = { takeOff: null, crash: null, announcedAt: 0 };
// Each past round's check, by round id: started once, oldest first, so each later round's chain
// walk stops one step back at the round before it (fair.js). A check that cannot run shows its
// round as not verified.
const checks = new Map();
let lastCheck = Promise.resolve();

function checkOf(round) {
  if (!checks.has(round.id)) {
    lastCheck = lastCheck.then(() => verifyRound(round)).catch(() => false);
    checks.set(round.id, lastCheck);
  }
  return checks.get(round.id);
}

const showMessage = (message) => {
  elements.message.textContent = message;
};

/** Sets an element's text only when it changes, so a live region speaks only news and layout stays still. */
const setText = (element, value) => {
  if (element.textContent !== value) element.textContent = value;
};

function setBalance(balance) {
  elements.balance.textContent = formatMoney(balance);
  post('balance', { balance });
}

const limits = () => state?.limits ?? defaultLimits;

/** The stake typed in a panel, as the api reads it, or null when it is no stake. */
function stakeOf(panel) {
  const value = panel.stake.value.trim();
  return stakeShape.test(value) && Number(value) > 0 ? value : null;
}

/** The auto cash-out of a panel, as text, null when off, or undefined when it is not a valid one. */
function autoCashOutOf(panel) {
  if (!panel.autoCashOut.checked) return null;
  const value = panel.autoAt.value.trim();
  const { minAutoCashOut, maxAutoCashOut } = limits();
  const valid = multiplierShape.test(value) && Number(value) >= minAutoCashOut && Number(value) <= maxAutoCashOut;
  panel.autoAt.setAttribute('aria-invalid', String(!valid));
  return valid ? value : undefined;
}

const nowOnServer = () => clock.now();

/** The round's phase now on the server's clock: a flight starts at `startsAt` even before the next answer says so. */
function phaseNow(now) {
  const { round } = state;
  return round.phase === 'betting' && now >= Date.parse(round.startsAt) ? 'flying' : round.phase;
}

/** The flight's time so far (to the crash once crashed), in ms. */
function elapsedNow(now, phase) {
  const { round } = state;
  if (phase === 'crashed' && round.crashedAt !== null) return Date.parse(round.crashedAt) - Date.parse(round.startsAt);
  return Math.max(0, now - Date.parse(round.startsAt));
}

const betOf = (slot) => state?.bets.find((bet) => bet.slot === slot) ?? null;

function showResult(panel, bet, crashPoint) {
  if (bet === null || bet.status === 'open') return;
  const net = Math.round((bet.payout - bet.stake) * 100) / 100;
  panel.result.dataset.roundId = String(bet.roundId);
  panel.result.dataset.net = net.toFixed(2);
  setText(
    panel.result,
    bet.status === 'won'
      ? text('resultWon', {
          round: bet.roundId,
          multiplier: bet.cashoutMultiplier.toFixed(2),
          payout: formatMoney(bet.payout),
          net: formatMoney(net),
        })
      : text('resultLost', {
          round: bet.roundId,
          point: crashPoint === null ? '?' : crashPoint.toFixed(2),
          stake: formatMoney(bet.stake),
        }),
  );
  const key = `${bet.roundId}:${bet.slot}`;
  if (!reported.has(key)) {
    reported.add(key);
    if (bet.status === 'won') beep('cashOut');
    post('round-result', { roundId: bet.roundId, stake: bet.stake, payout: bet.payout, net });
  }
}

/** The last crash points as chips, newest first: below 2×, 2× to below 10×, and 10× or more each have a colour. */
function renderRecent(history) {
  const chips = history.map((round) => {
    const chip = document.createElement('li');
    chip.dataset.band = round.crashPoint < 2 ? 'low' : round.crashPoint < 10 ? 'mid' : 'high';
    chip.textContent = `${round.crashPoint.toFixed(2)}×`;
    return chip;
  });
  elements.recent.replaceChildren(...chips);
}

/** One line of a past round's proof: its label, then the value to copy to the fairness page. */
function proofLine(label, value) {
  const line = document.createElement('span');
  line.className = 'proof';
  const code = document.createElement('code');
  code.textContent = value ?? '–';
  line.append(`${label} `, code);
  return line;
}

/** The past rounds, newest first: crash point, whether it checks out, and its game hash and client seed. */
function renderHistory(history) {
  const oldestFirst = [...history].reverse();
  for (const round of oldestFirst) checkOf(round);
  const items = history.map((round) => {
    const item = document.createElement('li');
    item.dataset.roundId = String(round.id);
    const point = document.createElement('strong');
    point.textContent = `${round.crashPoint.toFixed(2)}×`;
    const check = document.createElement('span');
    check.className = 'check';
    check.textContent = text('checking');
    item.append(
      text('roundLabel', { round: round.id }),
      point,
      check,
      proofLine(text('historyGameHash'), round.gameHash),
      proofLine(text('historyClientSeed'), round.clientSeed),
    );
    void checkOf(round).then((ok) => {
      item.dataset.verified = String(ok);
      check.textContent = text(ok ? 'verified' : 'notVerified');
    });
    return item;
  });
  elements.history.replaceChildren(...items);
}

/** What the round's seeds note says: while it takes bets, whose seeds it will mix in; after, whether it mixed any. */
function seedsNote(round, takingBets, mixedCount) {
  if (!takingBets) return mixedCount === 0 ? text('seedsNoneMixed') : '';
  const mixes = round.playerSeedsMixed ?? 0;
  if (mixes === 0) return text('seedsChainOnly');
  return mixes === 1 ? text('seedsWillMixOne') : text('seedsWillMix', { n: mixes });
}

/** One mixed-in seed: the masked player, the seed, and a mark when it is the player's own. */
function seedItem({ player, seed }, own) {
  const item = document.createElement('li');
  const name = document.createElement('span');
  name.textContent = player;
  const code = document.createElement('code');
  code.textContent = seed;
  item.append(name, ' ', code);
  if (own) {
    item.dataset.own = 'true';
    const mark = document.createElement('strong');
    mark.className = 'own-seed';
    mark.textContent = text('yourSeed');
    item.append(' ', mark);
  }
  return item;
}

/** What the round's seeds showed last, so they are redrawn only when they change (a player may be copying one). */
let shownSeeds = '';

/**
 * The chain's terminating hash and client seed, and the round's seeds under them: while it takes
 * bets, how many bets' seeds it will mix in; from take-off, its client seed and the players' seeds
 * mixed into it, the player's own marked.
 */
function renderSeeds(round) {
  setText(elements.terminatingHash, round.terminatingHash ?? '…');
  setText(elements.chainClientSeed, round.chainClientSeed ?? '…');
  const playerSeeds = Array.isArray(round.playerSeeds) ? round.playerSeeds : [];
  const shown = JSON.stringify([round.id, round.clientSeed, round.playerSeedsMixed, playerSeeds]);
  if (shown === shownSeeds) return;
  shownSeeds = shown;
  const takingBets = typeof round.clientSeed !== 'string';
  setText(elements.roundSeedsNote, seedsNote(round, takingBets, playerSeeds.length));
  elements.roundSeedsBox.hidden = takingBets;
  setText(elements.roundClientSeed, takingBets ? '' : round.clientSeed);
  elements.roundSeeds.replaceChildren(...playerSeeds.map((entry) => seedItem(entry, entry.own === true)));
  elements.roundSeeds.hidden = playerSeeds.length === 0;
}

/** The round's bets: masked player, stake, and once cashed out the multiplier and win. */
function renderRoundBets(bets, count) {
  const rows = bets.map((bet) => {
    const row = document.createElement('tr');
    row.dataset.status = bet.status;
    const cells = [
      bet.player,
      formatMoney(bet.stake),
      bet.cashoutMultiplier === null ? '–' : `${bet.cashoutMultiplier.toFixed(2)}×`,
      bet.payout === null ? '–' : formatMoney(bet.payout),
    ].map((value) => {
      const cell = document.createElement('td');
      cell.textContent = value;
      return cell;
    });
    row.append(...cells);
    return row;
  });
  elements.roundBets.replaceChildren(...rows);
  setText(elements.betCount, text('betCount', { count }));
}

/** What a panel's one button does now: bet, wait, show the bet placed, cash out, or show the result. */
function modeOf(phase, bet) {
  if (bet === null) return phase === 'betting' ? 'bet' : 'wait';
  if (bet.status === 'open') return phase === 'flying' ? 'cashout' : 'placed';
  return bet.status;
}

function renderPanel(panel, phase, now) {
  const bet = betOf(panel.slot);
  const mode = state === null ? 'wait' : modeOf(phase, bet);
  const stake = stakeOf(panel);
  let label;
  if (mode === 'cashout') {
    let hundredths = multiplierHundredthsAt(elapsedNow(now, phase), state.doublingMs);
    // The server pays an auto cash-out at exactly its multiplier, however late the page hears of it.
    if (bet.autoCashOut !== null) hundredths = Math.min(hundredths, Math.round(bet.autoCashOut * 100));
    label = text('cashOutAmount', { amount: formatMoney(payoutAt(bet.stake, hundredths)) });
  } else if (mode === 'placed') {
    label = text('betPlaced');
  } else if (mode === 'won') {
    label = text('betWon', { payout: formatMoney(bet.payout), multiplier: bet.cashoutMultiplier.toFixed(2) });
  } else if (mode === 'lost') {
    label = text('betLost', { stake: formatMoney(bet.stake) });
  } else {
    label = stake === null ? text('bet') : text('betStake', { amount: formatMoney(Number(stake)) });
  }
  setText(panel.button, label);
  panel.button.dataset.mode = mode;
  panel.button.disabled = !started || panel.busy || (mode !== 'bet' && mode !== 'cashout');
  const locked = mode === 'placed' || mode === 'cashout';
  for (const control of [panel.stake, panel.down, panel.up, panel.autoCashOut, ...panel.chips]) {
    control.disabled = locked;
  }
  panel.autoAt.disabled = locked || !panel.autoCashOut.checked;
}

/** Once a frame: the curve, the multiplier over it, the panels' buttons. */
function render() {
  const now = nowOnServer();
  if (state === null) {
    curve.draw({ phase: 'connecting', elapsedMs: 0, doublingMs: 8000, countdown: null });
    for (const panel of panels) renderPanel(panel, 'connecting', now);
    return;
  }
  const { round } = state;
  const phase = phaseNow(now);
  const elapsedMs = elapsedNow(now, phase);
  let countdown = null;
  elements.multiplier.dataset.phase = phase;
  if (phase === 'betting') {
    const leftMs = Math.max(0, Date.parse(round.startsAt) - now);
    const windowMs = Math.max(1, Date.parse(round.startsAt) - Date.parse(round.bettingOpensAt));
    countdown = leftMs / windowMs;
    const seconds = Math.ceil(leftMs / 1000);
    setText(elements.multiplier, '1.00×');
    setText(elements.stageNote, text('nextRoundIn', { seconds: (leftMs / 1000).toFixed(1) }));
    const placed = state.bets.length > 0;
    setText(elements.phase, text(placed ? 'roundBetPlaced' : 'roundBetting', { round: round.id, seconds }));
  } else if (phase === 'flying') {
    const shown = (multiplierHundredthsAt(elapsedMs, state.doublingMs) / 100).toFixed(2);
    setText(elements.multiplier, `${shown}×`);
    setText(elements.stageNote, '');
    const open = state.bets.some((bet) => bet.status === 'open');
    setText(elements.phase, text(open ? 'roundFlyingWithBet' : 'roundFlying', { round: round.id }));
    if (heard.takeOff !== round.id) {
      heard.takeOff = round.id;
      heard.announcedAt = 0;
      beep('takeOff');
    }
    if (now - heard.announcedAt >= announceEveryMs) {
      heard.announcedAt = now;
      setText(elements.multiplierLive, text('liveMultiplier', { multiplier: shown }));
    }
  } else {
    const point = round.crashPoint.toFixed(2);
    setText(elements.multiplier, text('flewAway', { point }));
    setText(elements.stageNote, text('nextRoundSoon'));
    setText(elements.phase, text('roundCrashed', { round: round.id, point }));
    if (heard.crash !== round.id) {
      heard.crash = round.id;
      setText(elements.multiplierLive, text('flewAway', { point }));
      beep('crash');
    }
  }
  curve.draw({ phase, elapsedMs, doublingMs: state.doublingMs, countdown });
  for (const panel of panels) renderPanel(panel, phase, now);
}

function tick() {
  render();
  requestAnimationFrame(tick);
}

/** Takes a state answer: balance, results, lists, and the auto bets of a round that takes bets. */
function takeState(next) {
  const roundChanged = state === null || state.round.id !== next.round.id || state.round.phase !== next.round.phase;
  state = next;
  elements.balance.textContent = formatMoney(next.balance);
  renderSeeds(next.round);
  for (const bet of next.bets) showResult(panels[bet.slot - 1], bet, next.round.crashPoint);
  renderRoundBets(next.roundBets, next.roundBetCount);
  if (roundChanged) {
    renderRecent(next.history);
    renderHistory(next.history);
  }
  for (const panel of panels) maybeAutoBet(panel);
}

async function refresh() {
  try {
    const sentAt = Date.now();
    const next = await call('GET', '/casino/crash/state');
    clock.record(Date.parse(next.serverTime), sentAt, Date.now());
    takeState(next);
  } catch (error) {
    showMessage(error instanceof GameCallError ? error.message : text('notUpdated'));
  }
}

/** Runs a panel's call, its button busy meanwhile; answers whether it went through. */
async function act(panel, work) {
  panel.busy = true;
  showMessage('');
  let done = false;
  try {
    await work();
    done = true;
  } catch (error) {
    showMessage(error instanceof GameCallError ? error.message : text('somethingWrong'));
  } finally {
    panel.busy = false;
    await refresh();
  }
  return done;
}

/** Places the panel's bet with the player's seed; answers whether it was placed (a refusal is shown). */
async function placeBet(panel) {
  const stake = stakeOf(panel);
  if (stake === null) {
    showMessage(text('stakeInvalid'));
    return false;
  }
  const autoCashOut = autoCashOutOf(panel);
  if (autoCashOut === undefined) {
    const { minAutoCashOut, maxAutoCashOut } = limits();
    showMessage(text('autoCashOutInvalid', { min: minAutoCashOut.toFixed(2), max: maxAutoCashOut.toFixed(2) }));
    return false;
  }
  const seed = playerSeedOf();
  if (seed === null) {
    showMessage(text('playerSeedInvalid'));
    return false;
  }
  return act(panel, async () => {
    const placed = await call('POST', '/casino/crash/bets', { stake, slot: panel.slot, autoCashOut, seed });
    setBalance(placed.balance);
    beep('bet');
  });
}

/** With auto bet on, places the panel's bet once in each round that takes bets; a refusal turns it off. */
function maybeAutoBet(panel) {
  if (!panel.autoBet.checked || panel.busy || state === null) return;
  const { round } = state;
  if (phaseNow(nowOnServer()) !== 'betting' || betOf(panel.slot) !== null || panel.autoBetRound === round.id) return;
  panel.autoBetRound = round.id;
  void placeBet(panel).then((placed) => {
    if (placed) return;
    panel.autoBet.checked = false;
    showMessage(text('autoBetStopped', { slot: panel.slot, reason: elements.message.textContent }));
  });
}

function cashOut(panel) {
  void act(panel, async () => {
    const cashed = await call('POST', '/casino/crash/cashout', { slot: panel.slot });
    setBalance(cashed.balance);
    showResult(panel, cashed.bet, null);
  });
}

/** A new random seed: 16 hex characters from the browser's own random numbers. */
function randomSeed() {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The seed this browser kept from an earlier visit, or null (none, or storage closed to a framed page). */
function keptSeed() {
  try {
    return localStorage.getItem(playerSeedKey);
  } catch {
    return null;
  }
}

/** Keeps the player's seed for their next visit, when this browser lets the page store it. */
function keepSeed(seed) {
  try {
    localStorage.setItem(playerSeedKey, seed);
  } catch {
    // Storage closed to the page: the seed lasts this visit only.
  }
}

/** The seed in the field, as the server takes it, or null when it is none (the field marked invalid). */
function playerSeedOf() {
  const seed = elements.playerSeed.value.trim();
  const valid = playerSeedShape.test(seed);
  elements.playerSeed.setAttribute('aria-invalid', String(!valid));
  return valid ? seed : null;
}

/** Puts a seed in the field and keeps it. */
function usePlayerSeed(seed) {
  elements.playerSeed.value = seed;
  elements.playerSeed.removeAttribute('aria-invalid');
  keepSeed(seed);
}

/** Fills the seed field: the seed kept from an earlier visit, else a new random one. */
function loadPlayerSeed() {
  const kept = keptSeed();
  usePlayerSeed(kept !== null && playerSeedShape.test(kept) ? kept : randomSeed());
}

/** A stake chip as the server writes it: the stake button's title, its stake in data-stake, named by that stake. */
function stakeChip({ title, value }) {
  const chip = document.createElement('button');
  chip.type = 'button';
  chip.className = 'chip';
  chip.dataset.stake = String(value);
  chip.setAttribute('aria-label', text('setStake', { amount: value }));
  chip.textContent = title;
  return chip;
}

/** Is this a stake button a chip can show: a title and a positive stake in rupees? */
const isStakeButton = (button) =>
  button !== null &&
  typeof button === 'object' &&
  typeof button.title === 'string' &&
  button.title.trim() !== '' &&
  Number.isFinite(button.value) &&
  button.value > 0;

/** Shows the player's own stake buttons as each panel's chips; keeps the server's when the session names none. */
function showStakeChips(stakes) {
  const buttons = Array.isArray(stakes) ? stakes.filter(isStakeButton) : [];
  if (buttons.length === 0) return;
  for (const panel of panels) {
    panel.chips = buttons.map(stakeChip);
    panel.chipsGroup.replaceChildren(...panel.chips);
  }
}

/** The stake one − or + press moves by: finer for small stakes. */
const stepOf = (stake) => (stake < 100 ? 10 : stake < 1000 ? 100 : stake < 10000 ? 1000 : 10000);

function setStake(panel, amount) {
  const { minStake, maxStake } = limits();
  panel.stake.value = String(Math.min(maxStake, Math.max(minStake, Math.round(amount * 100) / 100)));
}

for (const panel of panels) {
  panel.form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (panel.button.dataset.mode === 'cashout') cashOut(panel);
    else void placeBet(panel);
  });
  panel.down.addEventListener('click', () => {
    const stake = Number(stakeOf(panel) ?? limits().minStake);
    setStake(panel, stake - stepOf(stake - 0.01));
  });
  panel.up.addEventListener('click', () => {
    const stake = Number(stakeOf(panel) ?? 0);
    setStake(panel, stake + stepOf(stake));
  });
  // One listener for the group, so the chips the session brings work as the server's did.
  panel.chipsGroup.addEventListener('click', (event) => {
    const chip = event.target instanceof Element ? event.target.closest('[data-stake]') : null;
    if (chip !== null && !chip.disabled) setStake(panel, Number(chip.dataset.stake));
  });
  panel.autoCashOut.addEventListener('change', () => {
    if (!panel.autoCashOut.checked) panel.autoAt.removeAttribute('aria-invalid');
  });
  panel.autoAt.addEventListener('change', () => {
    if (autoCashOutOf(panel) !== undefined) panel.autoAt.value = Number(panel.autoAt.value).toFixed(2);
  });
  panel.autoBet.addEventListener('change', () => {
    panel.autoBetRound = null;
    maybeAutoBet(panel);
  });
}

elements.playerSeed.addEventListener('change', () => {
  const seed = playerSeedOf();
  if (seed !== null) usePlayerSeed(seed);
});
elements.newSeed.addEventListener('click', () => usePlayerSeed(randomSeed()));

elements.sound.addEventListener('click', () => {
  const on = elements.sound.getAttribute('aria-pressed') !== 'true';
  elements.sound.setAttribute('aria-pressed', String(on));
  setSound(on);
});

/**
 * When to ask for the state next: every 500 ms in flight (the round's cash-outs show as they
 * happen), every second otherwise and every two while the page is hidden, but at the next take-off
 * or round at the latest. The api's crash calls have no rate limit of their own; this stays far
 * below any other call's.
 */
function nextPollMs() {
  if (state === null) return 1000;
  const now = nowOnServer();
  const phase = phaseNow(now);
  if (phase === 'flying') return 500;
  const base = document.hidden ? 2000 : 1000;
  const turn = phase === 'betting' ? state.round.startsAt : state.round.nextRoundAt;
  const untilTurn = turn === null ? base : Date.parse(turn) - now + 50;
  return Math.max(100, Math.min(base, untilTurn));
}

async function start() {
  requestAnimationFrame(tick);
  let session;
  try {
    session = await openSession();
  } catch (error) {
    elements.sessionError.hidden = false;
    elements.sessionError.textContent = error instanceof GameCallError ? error.message : text('notOpened');
    elements.phase.textContent = text('notConnected');
    return;
  }
  post = connectLobby(
    session.lobbyOrigin,
    session.game.code,
    ({ colorScheme }) => {
      if (colorScheme !== undefined) document.documentElement.dataset.colorScheme = colorScheme;
    },
    session.game.name,
  );
  showStakeChips(session.stakes);
  setBalance(session.balance);
  started = true;
  await refresh();
  const poll = async () => {
    await refresh();
    setTimeout(poll, nextPollMs());
  };
  setTimeout(poll, nextPollMs());
}

loadPlayerSeed();
void start();
