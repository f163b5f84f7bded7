// Origin patterns for CORS_ORIGINS. A pattern is an exact origin (`http://localhost:3000`) or one
// whose host starts with `*.` (`http://*.localhost:3000`), where `*` stands for one or more DNS
// labels. Anything looser is refused: with credentialed requests the browser trusts whatever
// origin the api echoes back, so a bare `*` would hand the session cookie to any site.

const patternShape = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?$/;
const labels = '[a-z0-9-]+(?:\\.[a-z0-9-]+)*';

export interface ParsedOriginPattern {
  readonly regex?: RegExp;
  readonly problem?: string;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function parseOriginPattern(pattern: string): ParsedOriginPattern {
  const normalized = pattern.trim().toLowerCase();
  if (normalized === '*') {
    return {
      problem: 'cannot be a bare "*": credentials are allowed, so list the origins explicitly',
    };
  }
  const match = patternShape.exec(normalized);
  if (match === null) {
    return {
      problem: 'must look like scheme://host[:port] (optionally scheme://*.host[:port]) with no path or trailing slash',
    };
  }
  const [, scheme = '', wildcard, host = '', port = ''] = match;
  const source = `^${escapeRegex(`${scheme}://`)}${wildcard === undefined ? '' : `${labels}\\.`}${escapeRegex(host + port)}$`;
  return { regex: new RegExp(source) };
}

/** Builds a predicate for the request's Origin header; invalid patterns are ignored. */
export function createOriginMatcher(patterns: readonly string[]): (origin: string) => boolean {
  const regexes = patterns.flatMap((pattern) => {
    const { regex } = parseOriginPattern(pattern);
    return regex === undefined ? [] : [regex];
  });
  return (origin) => {
    const candidate = origin.toLowerCase();
    return regexes.some((regex) => regex.test(candidate));
  };
}
