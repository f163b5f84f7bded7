// The crash game's page: follows the rounds the api runs, takes a bet before a round, cashes out in
// flight, and checks every past round's fairness in the browser.
import { verifyRound } from './fair.js';
import { call, formatMoney, GameCallError, openSession } from './game-api.js';
import { connectLobby } from './lobby-bridge.js';
import { text } from './strings.js';

const $ = (id) => document.getElementById(id);
const elements = {
  balance: $('balance'),
  multiplier: $('multiplier'),
  phase: $('phase'),
  plane: $('plane'),
  form: $('bet-form'),
  stake: $('stake'),
  bet: $('bet'),
  cashout: $('cashout'),
  message: $('message'),
  result: $('result'),
  terminatingHash: $('terminating-hash'),
  clientSeed: $('client-seed'),
  history: $('history'),
  sessionError: $('session-error'),
};

let state = null;
let clockOffsetMs = 0;
let busy = false;
let post = () => {};
const reported = new Set();
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

const showMessage = (text) => {
  elements.message.textContent = text;
};

function setBalance(balance) {
  elements.balance.textContent = formatMoney(balance);
  post('balance', { balance });
}

/** The multiplier now, from the round's start on the server's clock: 2^(t / doublingMs), floored. */
function liveMultiplier() {
  const elapsed = Date.now() + clockOffsetMs - Date.parse(state.round.startsAt);
  return Math.floor(100 * 2 ** (Math.max(0, elapsed) / state.doublingMs) + 1e-9) / 100;
}

function showResult(bet, crashPoint) {
  if (bet === null || bet.status === 'open') return;
  const net = Math.round((bet.payout - bet.stake) * 100) / 100;
  elements.result.dataset.roundId = String(bet.roundId);
  elements.result.dataset.net = net.toFixed(2);
  elements.result.textContent =
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
        });
  if (!reported.has(bet.roundId)) {
    reported.add(bet.roundId);
    post('round-result', { roundId: bet.roundId, stake: bet.stake, payout: bet.payout, net });
  }
}

function renderHistory(history) {
  const oldestFirst = [...history].reverse();
  for (const round of oldestFirst) checkOf(round);
  const items = history.map((round) => {
    const item = document.createElement('li');
    const point = document.createElement('strong');
    point.textContent = `${round.crashPoint.toFixed(2)}×`;
    const check = document.createElement('span');
    check.textContent = text('checking');
    const hash = document.createElement('code');
    hash.textContent = text('gameHash', { hash: round.gameHash });
    item.append(text('roundLabel', { round: round.id }), point, check, hash);
    void checkOf(round).then((ok) => {
      item.dataset.verified = String(ok);
      check.textContent = text(ok ? 'verified' : 'notVerified');
    });
    return item;
  });
  elements.history.replaceChildren(...items);
}

function render() {
  if (state === null) return;
  const { round, bet } = state;
  elements.multiplier.dataset.phase = round.phase;
  elements.terminatingHash.textContent = round.terminatingHash ?? '…';
  elements.clientSeed.textContent = round.clientSeed ?? '…';
  const hasOpenBet = bet !== null && bet.status === 'open';
  if (round.phase === 'betting') {
    const seconds = Math.max(0, Math.ceil((Date.parse(round.startsAt) - Date.now() - clockOffsetMs) / 1000));
    elements.multiplier.textContent = '1.00×';
    elements.phase.textContent = text(bet === null ? 'roundBetting' : 'roundBetPlaced', { round: round.id, seconds });
    elements.plane.style.transform = 'translate(0, 0)';
  } else if (round.phase === 'flying') {
    const multiplier = liveMultiplier();
    elements.multiplier.textContent = `${multiplier.toFixed(2)}×`;
    elements.phase.textContent = text(hasOpenBet ? 'roundFlyingWithBet' : 'roundFlying', { round: round.id });
    const progress = Math.min(1, Math.log2(multiplier) / 4);
    elements.plane.style.transform = `translate(${progress * 80}cqw, ${-progress * 60}cqh)`;
  } else {
    elements.multiplier.textContent = `${round.crashPoint.toFixed(2)}×`;
    elements.phase.textContent = text('roundCrashed', { round: round.id, point: round.crashPoint.toFixed(2) });
  }
  elements.bet.disabled = busy || round.phase !== 'betting' || bet !== null;
  elements.cashout.disabled = busy || round.phase !== 'flying' || !hasOpenBet;
  if (bet !== null && bet.status === 'open' && round.phase === 'flying') {
    elements.cashout.textContent = text('cashOutAmount', {
      amount: formatMoney(Math.floor(bet.stake * liveMultiplier() * 100) / 100),
    });
  } else {
    elements.cashout.textContent = text('cashOut');
  }
}

async function refresh() {
  try {
    const next = await call('GET', '/casino/crash/state');
    clockOffsetMs = Date.parse(next.serverTime) - Date.now();
    const roundChanged = state === null || state.round.id !== next.round.id || state.round.phase !== next.round.phase;
    state = next;
    elements.balance.textContent = formatMoney(next.balance);
    if (next.bet !== null) showResult(next.bet, next.round.crashPoint);
    if (roundChanged) renderHistory(next.history);
    render();
  } catch (error) {
    showMessage(error instanceof GameCallError ? error.message : text('notUpdated'));
  }
}

async function act(work) {
  busy = true;
  showMessage('');
  render();
  try {
    await work();
  } catch (error) {
    showMessage(error instanceof GameCallError ? error.message : text('somethingWrong'));
  } finally {
    busy = false;
    await refresh();
  }
}

elements.form.addEventListener('submit', (event) => {
  event.preventDefault();
  const stake = elements.stake.value.trim();
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(stake) || Number(stake) <= 0) {
    showMessage(text('stakeInvalid'));
    return;
  }
  void act(async () => {
    const placed = await call('POST', '/casino/crash/bets', { stake });
    setBalance(placed.balance);
  });
});

elements.cashout.addEventListener('click', () => {
  void act(async () => {
    const cashed = await call('POST', '/casino/crash/cashout');
    setBalance(cashed.balance);
    showResult(cashed.bet, null);
  });
});

function tick() {
  render();
  requestAnimationFrame(tick);
}

async function start() {
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
  setBalance(session.balance);
  await refresh();
  requestAnimationFrame(tick);
  const poll = async () => {
    await refresh();
    setTimeout(poll, state?.round.phase === 'flying' ? 250 : 1000);
  };
  setTimeout(poll, 250);
}

void start();
