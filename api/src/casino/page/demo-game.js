// A demo table for every catalogue game but the crash game: high card against the dealer, for fun.
// Nothing is staked; the page still opens its launch and talks to the lobby like a real game.
import { formatMoney, GameCallError, openSession } from './game-api.js';
import { connectLobby } from './lobby-bridge.js';
import { text } from './strings.js';

const $ = (id) => document.getElementById(id);
const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const suits = ['♠', '♥', '♦', '♣'];
let wins = 0;
let losses = 0;

const draw = () => {
  const values = new Uint32Array(2);
  crypto.getRandomValues(values);
  return { rank: values[0] % ranks.length, suit: suits[values[1] % suits.length] };
};

$('deal').addEventListener('click', () => {
  const player = draw();
  const dealer = draw();
  $('player-card').textContent = `${ranks[player.rank]}${player.suit}`;
  $('dealer-card').textContent = `${ranks[dealer.rank]}${dealer.suit}`;
  const outcome = player.rank > dealer.rank ? 'win' : player.rank < dealer.rank ? 'loss' : 'tie';
  if (outcome === 'win') wins += 1;
  if (outcome === 'loss') losses += 1;
  $('wins').textContent = String(wins);
  $('losses').textContent = String(losses);
  $('result').textContent = text(outcome === 'win' ? 'handWon' : outcome === 'loss' ? 'handLost' : 'handTied');
});

try {
  const session = await openSession();
  $('balance').textContent = formatMoney(session.balance);
  connectLobby(
    session.lobbyOrigin,
    session.game.code,
    ({ colorScheme }) => {
      if (colorScheme !== undefined) document.documentElement.dataset.colorScheme = colorScheme;
    },
    session.game.name,
  );
} catch (error) {
  $('session-error').hidden = false;
  $('session-error').textContent = error instanceof GameCallError ? error.message : text('notOpened');
}
