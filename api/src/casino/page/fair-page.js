// The crash game's fairness page (/casino/fair): a player pastes one round's revealed game hash and
// client seed and sees its crash point and, given its place in the chain, whether its game hash
// leads to the terminating hash. Everything runs in the browser (fair.js).
import { crashPointHundredthsOf, isGameHash, maxChainIndex, verifyChain } from './fair.js';
import { text } from './strings.js';

// Opened on its own, not framed by a lobby that names a scheme: the page follows the browser's.
if (window.matchMedia('(prefers-color-scheme: light)').matches) document.documentElement.dataset.colorScheme = 'light';

const $ = (id) => document.getElementById(id);
const form = $('fair-form');
const fields = {
  gameHash: $('game-hash'),
  clientSeed: $('client-seed'),
  terminatingHash: $('terminating-hash'),
  chainIndex: $('chain-index'),
};
const output = { message: $('fair-message'), point: $('fair-point'), chain: $('fair-chain') };

/** The longest client seed the form takes: room for a round's (the chain's, then up to three players' seeds, each after a ':'). */
const maxClientSeedLength = 200;

/** The form's values, or the first problem with them (and the field to fix). */
function readForm() {
  const gameHash = fields.gameHash.value.trim().toLowerCase();
  const clientSeed = fields.clientSeed.value;
  const terminatingHash = fields.terminatingHash.value.trim().toLowerCase();
  const chainIndex = fields.chainIndex.value.trim();
  if (!isGameHash(gameHash)) return { problem: text('fairHashInvalid'), field: fields.gameHash };
  if (clientSeed.length < 1 || clientSeed.length > maxClientSeedLength) {
    return { problem: text('fairSeedInvalid'), field: fields.clientSeed };
  }
  if (terminatingHash !== '' && !isGameHash(terminatingHash)) {
    return { problem: text('fairHashInvalid'), field: fields.terminatingHash };
  }
  const index = Number(chainIndex);
  if (chainIndex !== '' && (!/^\d+$/.test(chainIndex) || index < 1 || index > maxChainIndex)) {
    return { problem: text('fairIndexInvalid', { max: maxChainIndex }), field: fields.chainIndex };
  }
  return { gameHash, clientSeed, terminatingHash, chainIndex: chainIndex === '' ? null : index };
}

/** Clears the last check's marks and results. */
function clearResults() {
  for (const field of Object.values(fields)) field.removeAttribute('aria-invalid');
  output.message.textContent = '';
  output.point.textContent = '';
  output.chain.textContent = '';
  delete output.chain.dataset.verified;
}

/** Checks the pasted round: its crash point, and its chain when its place and terminating hash are given. */
async function check() {
  const input = readForm();
  clearResults();
  if ('problem' in input) {
    output.message.textContent = input.problem;
    input.field.setAttribute('aria-invalid', 'true');
    input.field.focus();
    return;
  }
  const { gameHash, clientSeed, terminatingHash, chainIndex } = input;
  const point = await crashPointHundredthsOf(gameHash, clientSeed);
  output.point.textContent = text('fairCrashPoint', { point: (point / 100).toFixed(2) });
  if (chainIndex !== null && terminatingHash !== '') {
    const leads = await verifyChain({ gameHash, terminatingHash, chainIndex });
    output.chain.dataset.verified = String(leads);
    output.chain.textContent = text(leads ? 'fairChainOk' : 'fairChainNot', { steps: chainIndex });
  }
}

let running = false;
form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (running) return;
  running = true;
  form.setAttribute('aria-busy', 'true');
  void check().finally(() => {
    running = false;
    form.removeAttribute('aria-busy');
  });
});
