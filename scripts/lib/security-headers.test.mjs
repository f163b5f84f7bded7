import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { repoRoot } from './run.mjs';
import {
  buildContentSecurityPolicy,
  createNonce,
  createPolicySource,
  inlineScriptHashes,
  insertNonce,
  noncePlaceholderText,
  securityHeaders,
} from './security-headers.mjs';

/** @param {string} policy */
function directivesOf(policy) {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const platform = {
  settingsCdnBase: 'https://cdn.example/cdn',
  remotes: {
    auth: 'https://auth.example/mf-manifest.json',
    sports: 'https://sports.example/v2/mf-manifest.json',
    casino: 'https://casino.example/mf-manifest.json',
    account: 'https://account.example/mf-manifest.json',
  },
  allowedRemoteOrigins: [
    'https://auth.example',
    'https://sports.example',
    'https://casino.example',
    'https://account.example',
    'https://casino-next.example',
  ],
  apiBase: 'https://api.example',
  hubUrl: 'https://hub.example/hubs/notifications',
};

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script exactly as sent, as browsers do', () => {
    const text = "\n      try { document.title = 'é'; } catch (refused) {}\n    ";
    const html = `<head><script>${text}</script><script type="module">\n</script></head><body><script></script></body>`;
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
      `'sha256-${createHash('sha256').update('\n').digest('base64')}'`,
      // SHA-256 of nothing, the value CSP's own examples give.
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });

  it('leaves out scripts loaded from a file, whose address the policy already allows', () => {
    const html = '<script defer src="/main.0123456789.js"></script><script src=/other.js></script><p>script</p>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('buildContentSecurityPolicy', () => {
  /** The remote origins of the platform above: its allowed ones, then its default remotes'. */
  const remoteOrigins = [
    'https://auth.example',
    'https://sports.example',
    'https://casino.example',
    'https://account.example',
    'https://casino-next.example',
  ];

  it('gives the policy of the default platform.json, word for word', () => {
    const file = JSON.parse(readFileSync(join(repoRoot, 'host', 'public', 'platform.json'), 'utf8'));
    expect(buildContentSecurityPolicy(file, { styleNonce: 'Tk9OQ0U=' })).toBe(
      [
        "default-src 'self'",
        "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005",
        "style-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005 'nonce-Tk9OQ0U='",
        "connect-src 'self' http://localhost:4000 ws://localhost:4000 http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 http://localhost:3005",
        "img-src 'self' data: http://localhost:4000",
        "media-src 'self' blob: http://localhost:4000",
        'frame-src http://localhost:4000',
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join('; '),
    );
  });

  it('lets scripts come only from the page and the remote origins: nothing inline, no eval', () => {
    const directives = directivesOf(buildContentSecurityPolicy(platform, { styleNonce: 'abc' }));
    expect(directives.get('script-src')).toEqual(["'self'", ...remoteOrigins]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
  });

  it("lets a page's inline scripts run by their hashes only, never 'unsafe-inline'", () => {
    const scriptHashes = ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"];
    const directives = directivesOf(buildContentSecurityPolicy(platform, { styleNonce: 'abc', scriptHashes }));
    expect(directives.get('script-src')).toEqual(["'self'", ...remoteOrigins, ...scriptHashes]);
    expect(directives.get('style-src')).not.toContain(scriptHashes[0]);
  });

  it('connects to the api, the hub over http and WebSocket, the settings CDN and the remotes', () => {
    const connect = directivesOf(buildContentSecurityPolicy(platform)).get('connect-src');
    expect(connect).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.example',
        'https://hub.example',
        'wss://hub.example',
        'https://cdn.example',
        'https://casino-next.example',
      ]),
    );
    expect(connect).not.toContain('ws://hub.example');
  });

  it('allows images from the settings CDN and data: URLs only', () => {
    expect(directivesOf(buildContentSecurityPolicy(platform)).get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.example',
    ]);
  });

  it('frames games only from allowedGameOrigins, by default from the api, and is never framed', () => {
    const framing = (/** @type {object} */ file) => {
      const directives = directivesOf(buildContentSecurityPolicy(file));
      return [directives.get('frame-src'), directives.get('frame-ancestors')];
    };
    expect(framing(platform)).toEqual([['https://api.example'], ["'none'"]]);
    expect(
      framing({ ...platform, allowedGameOrigins: ['https://games.example', 'https://crash.example:8443'] }),
    ).toEqual([['https://games.example', 'https://crash.example:8443'], ["'none'"]]);
    expect(framing({ ...platform, allowedGameOrigins: [] })).toEqual([["'none'"], ["'none'"]]);
  });

  it("connects to the services' own test and live addresses, the hubs over WebSocket too", () => {
    const connect = directivesOf(
      buildContentSecurityPolicy({
        ...platform,
        serviceHosts: {
          test: { events: 'https://events-test.example/api', hub: 'https://hub-test.example/hubs/notifications' },
          live: { payments: 'https://pay.example', casino: 'https://casino.example/v1' },
        },
      }),
    ).get('connect-src');
    expect(connect).toEqual(
      expect.arrayContaining([
        'https://events-test.example',
        'https://hub-test.example',
        'wss://hub-test.example',
        'https://pay.example',
        'https://casino.example',
      ]),
    );
  });

  it('derives the api and hub from the settings CDN, as the host does, for files that name neither', () => {
    const { apiBase: _api, hubUrl: _hub, ...older } = platform;
    const directives = directivesOf(buildContentSecurityPolicy(older));
    expect(directives.get('connect-src')).toEqual(expect.arrayContaining(['https://cdn.example', 'wss://cdn.example']));
    expect(directives.get('frame-src')).toEqual(['https://cdn.example']);
  });

  it('adds a style nonce only when given one', () => {
    expect(directivesOf(buildContentSecurityPolicy(platform)).get('style-src')).not.toContainEqual(
      expect.stringMatching(/nonce/),
    );
    expect(directivesOf(buildContentSecurityPolicy(platform, { styleNonce: 'n0nce' })).get('style-src')).toContain(
      "'nonce-n0nce'",
    );
  });

  it('plays media from the api and the settings CDN, and from blob: URLs for hls.js', () => {
    expect(directivesOf(buildContentSecurityPolicy(platform)).get('media-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.example',
      'https://cdn.example',
    ]);
  });

  it('allows only the page itself when platform.json is missing', () => {
    expect(buildContentSecurityPolicy(undefined)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; " +
        "media-src 'self' blob:; " +
        "frame-src 'none'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('never lets a value of platform.json add a keyword, a scheme or another directive', () => {
    const anything = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.constantFrom("'unsafe-inline'", '*', 'javascript:x', 'a; b'),
    );
    fc.assert(
      fc.property(
        fc.record({
          settingsCdnBase: anything,
          apiBase: anything,
          hubUrl: anything,
          allowedRemoteOrigins: fc.array(anything),
          allowedGameOrigins: fc.array(anything),
          remotes: fc.dictionary(fc.string(), anything),
        }),
        (file) => {
          const policy = buildContentSecurityPolicy(file, { styleNonce: 'n' });
          const directives = directivesOf(policy);
          expect([...directives.keys()]).toHaveLength(11);
          for (const sources of directives.values()) {
            for (const source of sources) {
              expect(source).toMatch(/^(?:'self'|'none'|'nonce-n'|data:|blob:|(?:https?|wss?):\/\/[^\s;,/'*]+)$/);
            }
          }
          expect(policy).not.toContain('unsafe');
        },
      ),
    );
  });
});

describe('securityHeaders', () => {
  it('sends the policy with the other headers every response carries', () => {
    expect(securityHeaders("default-src 'self'")).toEqual({
      'Content-Security-Policy': "default-src 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
  });
});

describe('nonces', () => {
  it('are fresh base64 values of 128 bits', () => {
    const nonces = Array.from({ length: 100 }, createNonce);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('replace every placeholder of the page', () => {
    const html = `<meta name="csp-nonce" content="${noncePlaceholderText}"><style nonce="${noncePlaceholderText}">`;
    expect(insertNonce(html, 'abc')).toBe('<meta name="csp-nonce" content="abc"><style nonce="abc">');
  });
});

describe('createPolicySource', () => {
  /** @type {string} */
  let dir;
  /** @type {string} */
  let file;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'policy-source-'));
    file = join(dir, 'platform.json');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * @param {object | string} content
   * @param {number} secondsSinceEpoch a distinct modification time per write
   */
  const write = (content, secondsSinceEpoch) => {
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
    utimesSync(file, secondsSinceEpoch, secondsSinceEpoch);
  };

  it('follows edits of platform.json made after the deploy', () => {
    write(platform, 1_000);
    const source = createPolicySource(file, { warn: () => undefined });
    expect(source.policy()).not.toContain('https://games.example');

    write({ ...platform, allowedGameOrigins: ['https://games.example'] }, 2_000);
    expect(directivesOf(source.policy()).get('frame-src')).toEqual(['https://games.example']);
  });

  it('reads the file only when it has changed', () => {
    write(platform, 1_000);
    const source = createPolicySource(file, { warn: () => undefined });
    const first = source.policy();
    // Same size and modification time: the cached policy stands.
    const sameSize = JSON.stringify({ ...platform, apiBase: 'https://xyz.example' });
    expect(sameSize.length).toBe(JSON.stringify(platform).length);
    write(sameSize, 1_000);
    expect(source.policy()).toBe(first);
  });

  it('falls back to the self-only policy, with one warning, when the file is missing or broken', () => {
    const warn = vi.fn();
    const source = createPolicySource(file, { warn });
    expect(source.policy()).toBe(buildContentSecurityPolicy(undefined));
    source.policy();
    expect(warn).toHaveBeenCalledTimes(1);

    write('{ "settingsCdnBase": ', 1_000);
    expect(source.policy('n')).toBe(buildContentSecurityPolicy(undefined, { styleNonce: 'n' }));
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(expect.stringContaining('not valid JSON'));

    write(platform, 2_000);
    expect(source.policy()).toBe(buildContentSecurityPolicy(platform));
  });
});
