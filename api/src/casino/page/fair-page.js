// The crash game's fairness page (/casino/fair): a player pastes a revealed game hash and sees its
// crash point, the rounds before it and, given its place in the chain, whether it leads to the
// terminating hash. Everything runs in the browser (fair.js).
import { crashPointHundredthsOf, earlierRounds, isGameHash, maxChainIndex, verifyChain } from './fair.js';
import { text } from './strings.js';

const $ = (id) => document.getElementById(id);
const form = $('fair-form');
const fields = {
  gameHash: $('game-hash'),
  clientSeed: $('client-seed'),
  terminatingHash: $('terminating-hash'),
  chainIndex: $('chain-index'),
  earlier: $('earlier'),
};
const output = { message: $('fair-message'), point: $('fair-point'), chain: $('fair-chain'), rounds: $('fair-rounds') };

/** The form's values, or the first problem with them (and the field to fix). */
function readForm() {
  const gameHash = fields.gameHash.value.trim().toLowerCase();
  const clientSeed = fields.clientSeed.value;
  const terminatingHash = fields.terminatingHash.value.trim().toLowerCase();
  const chainIndex = fields.chainIndex.value.trim();
  const earlier = fields.earlier.value.trim();
  if (!isGameHash(gameHash)) return { problem: text('fairHashInvalid'), field: fields.gameHash };
  if (clientSeed.length < 1 || clientSeed.length > 64)
    return { problem: text('fairSeedInvalid'), field: fields.clientSeed };
  if (terminatingHash !== '' && !isGameHash(terminatingHash)) {
    return { problem: text('fairHashInvalid'), field: fields.terminatingHash };
  }
  const index = Number(chainIndex);
  if (chainIndex !== '' && (!/^\d+$/.test(chainIndex) || index < 1 || index > maxChainIndex)) {
    return { problem: text('fairIndexInvalid', { max: maxChainIndex }), field: fields.chainIndex };
  }
  if (!/^\d{1,4}$/.test(earlier) || Number(earlier) > 1000) {
    return { problem: text('fairEarlierInvalid'), field: fields.earlier };
  }
  return {
    gameHash,
    clientSeed,
    terminatingHash,
    chainIndex: chainIndex === '' ? null : index,
    earlier: Number(earlier),
  };
}

function showRounds(rounds) {
  output.rounds.replaceChildren(
    ...rounds.map(({ step, gameHash, crashHundredths }) => {
      const row = document.createElement('tr');
      const cells = [String(step), `${(crashHundredths / 100).toFixed(2)}×`, gameHash].map((content, at) => {
        const cell = document.createElement('td');
        if (at === 2) {
          const code = document.createElement('code');
          code.textContent = content;
          cell.append(code);
        } else {
          cell.textContent = content;
        }
        return cell;
      });
      row.append(...cells);
      return row;
    }),
  );
}

async function check() {
  const input = readForm();
  for (const field of Object.values(fields)) field.removeAttribute('aria-invalid');
  output.message.textContent = '';
  output.point.textContent = '';
  output.chain.textContent = '';
  delete output.chain.dataset.verified;
  output.rounds.replaceChildren();
  if ('problem' in input) {
    output.message.textContent = input.problem;
    input.field.setAttribute('aria-invalid', 'true');
    input.field.focus();
    return;
  }
  const { gameHash, clientSeed, terminatingHash, chainIndex, earlier } = input;
  const point = await crashPointHundredthsOf(gameHash, clientSeed);
  output.point.textContent = text('fairCrashPoint', { point: (point / 100).toFixed(2) });
  showRounds(await earlierRounds(gameHash, clientSeed, earlier));
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
