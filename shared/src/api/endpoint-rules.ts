// Which calls get which treatment. Paths are matched case-insensitively on whole path segments, so
// `Bet/PlaceBet` also covers `bet/placebet` and `Bet/PlaceBetV2` but not `Bet/PlaceBetsReport`.

interface PathRule {
  readonly name: string;
  readonly pattern: RegExp;
}

/** `Account/Authenticate` → matches `…/Account/Authenticate`, optionally with a `V2`-style suffix. */
function pathRule(name: string, path: string, { versioned = false } = {}): PathRule {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return { name, pattern: new RegExp(`(^|/)${escaped}${versioned ? '(v\\d+)?' : ''}(/|$)`, 'i') };
}

const absoluteUrl = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** Axios' own rule: a scheme or a protocol-relative `//` makes a URL absolute. */
export function isRelativeUrl(url: string | undefined): boolean {
  return url === undefined || !absoluteUrl.test(url);
}

/** The path of a URL without query or fragment; absolute URLs are reduced to their pathname. */
export function pathOf(url: string | undefined): string {
  if (url === undefined) return '';
  if (!isRelativeUrl(url)) {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  }
  return url.split(/[?#]/, 1)[0] ?? '';
}

/**
 * The specification's background endpoints: polled or fire-and-forget calls that must not flash
 * the global loading indicator. Calls to other hosts (sports feed, casino, TV, score, public IP
 * services) are background too; see `isBackgroundRequest`.
 */
export const backgroundEndpoints: readonly PathRule[] = [
  pathRule('authenticate', 'Account/Authenticate'),
  pathRule('login as demo user', 'Account/LoginAsDemoUser'),
  pathRule('user odds', 'Odds/GetUserOdds', { versioned: true }),
  pathRule('user odds v2', 'GetUserOddsV2'),
  pathRule('sports tree with events', 'Event/TreeSportWithEvent'),
  pathRule('user expected profit/loss', 'Bet/GetUserExpectedProfitLoss'),
  pathRule('user open bets', 'Bet/GetUserOpenBets'),
  pathRule('place bet', 'Bet/PlaceBet', { versioned: true }),
  pathRule('user limits', 'Odds/GetUserLimits'),
  pathRule('casino games', 'api/InternationalCasino/GetGames'),
  pathRule('score card', 'Sport/GetScoreCard'),
  pathRule('video link', 'Sport/GetVideoLink'),
  // The next four are separate services in production; on our api they live under these paths.
  pathRule('TV stream', 'TvStream'),
  pathRule('score session', 'ScoreSession'),
  pathRule('IP lookup', 'Account/GetIp'),
  pathRule('image OCR', 'Ocr'),
  // Sent while the session is being cleared: the player has already left.
  pathRule('logout', 'Account/Logout'),
];

/** Calls that log a player in: a 401 there means "wrong credentials", not "session over". */
export const authenticationEndpoints: readonly PathRule[] = [
  pathRule('authenticate', 'Account/Authenticate'),
  pathRule('login as demo user', 'Account/LoginAsDemoUser'),
  pathRule('register', 'Account/Register'),
  pathRule('verify user', 'Account/VerificationUser'),
  pathRule('token', 'api/v1/token/token'),
];

/** The specification sends no bearer on these two. */
const anonymousEndpoints: readonly PathRule[] = [
  pathRule('authenticate', 'Account/Authenticate'),
  pathRule('register', 'Account/Register'),
];

const refreshEndpoint = pathRule('refresh token', 'Account/RefreshToken');

/** Ends the session on the server; sent as the session ends, so a 401 there ends nothing more. */
const logoutEndpoint = pathRule('logout', 'Account/Logout');

export function isLogoutRequest(url: string | undefined): boolean {
  return logoutEndpoint.pattern.test(pathOf(url));
}

const matchesAny = (rules: readonly PathRule[], url: string | undefined): boolean => {
  const path = pathOf(url);
  return rules.some((rule) => rule.pattern.test(path));
};

function originOf(url: string, base?: string): string | null {
  try {
    return new URL(url, base ?? globalThis.location?.href).origin;
  } catch {
    return null;
  }
}

/** Relative URLs, and absolute ones on the api's own origin, are calls to the api. */
export function targetsApi(url: string | undefined, apiBaseUrl: string): boolean {
  if (isRelativeUrl(url)) return true;
  const target = originOf(url ?? '');
  return target !== null && target === originOf(apiBaseUrl);
}

export function isBackgroundRequest(url: string | undefined, apiBaseUrl: string): boolean {
  return !targetsApi(url, apiBaseUrl) || matchesAny(backgroundEndpoints, url);
}

export function isAuthenticationRequest(url: string | undefined): boolean {
  return matchesAny(authenticationEndpoints, url);
}

export function sendsBearer(url: string | undefined, apiBaseUrl: string): boolean {
  return targetsApi(url, apiBaseUrl) && !matchesAny(anonymousEndpoints, url);
}

/**
 * Calls that must not wait for a token refresh: the logins, the refresh itself, and the logout,
 * which must end the session it was given rather than renew it first.
 */
export function waitsForTokenRefresh(url: string | undefined, apiBaseUrl: string): boolean {
  return (
    targetsApi(url, apiBaseUrl) &&
    !isAuthenticationRequest(url) &&
    !isLogoutRequest(url) &&
    !refreshEndpoint.pattern.test(pathOf(url))
  );
}
