// The game's side of the conversation with the lobby that framed it. Messages go to the lobby's
// exact origin (given by the api with the launch), and only messages from that origin and from the
// parent window are read; anything else, or anything malformed, is ignored and logged.

const schemes = new Set(['light', 'dark']);
const languages = new Set(['en', 'hi']);

const isLobbySettings = (data) =>
  typeof data === 'object' &&
  data !== null &&
  data.source === 'casino-lobby' &&
  data.type === 'settings' &&
  (data.colorScheme === undefined || schemes.has(data.colorScheme)) &&
  (data.language === undefined || languages.has(data.language));

/**
 * Connects to the lobby, if the page is framed by it, and tells it the game's name for its heading.
 * `onSettings` receives the lobby's colour scheme and language. Answers `post(type, payload)`, which
 * does nothing outside a lobby.
 */
export function connectLobby(lobbyOrigin, gameCode, onSettings, gameName) {
  const framed = window.parent !== window && typeof lobbyOrigin === 'string' && lobbyOrigin !== '';
  const post = (type, payload = {}) => {
    if (!framed) return;
    window.parent.postMessage({ source: 'casino-game', game: gameCode, type, ...payload }, lobbyOrigin);
  };
  if (framed) {
    window.addEventListener('message', (event) => {
      if (event.origin !== lobbyOrigin || event.source !== window.parent) {
        console.warn(`Ignored a message from ${event.origin}: not the lobby that opened this game.`);
        return;
      }
      if (!isLobbySettings(event.data)) {
        console.warn('Ignored a malformed message from the lobby.');
        return;
      }
      onSettings({ colorScheme: event.data.colorScheme, language: event.data.language });
    });
    post('ready', typeof gameName === 'string' && gameName !== '' ? { name: gameName } : {});
  }
  return post;
}
