import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountRoutes } from '../routes/account.js';
import { adminAccountRoutes } from '../routes/admin-accounts.js';
import { adminRoutes } from '../routes/admin.js';
import { oauthRoutes } from '../routes/oauth.js';
import type { RouteModule } from '../routes/route-module.js';
import { startTestApp, testAdminAuthorization, type TestApp } from '../testing/test-app.js';
import { encodePayload } from './codec.js';
import { ok } from './envelope.js';
import { disallowedRefusal, findDisallowedPlace, hasDisallowedCharacter, type DisallowedPlace } from './input-guard.js';

const refused = (field: string) => ({
  success: false,
  error: {
    message: `${field} contains a character that is not allowed.`,
    code: 'characterNotAllowed',
    values: { field },
  },
});

function expectRefused(response: LightMyRequestResponse, field: string) {
  expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
    status: 400,
    body: refused(field),
  });
}

const disallowed = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).filter((c) => !'\t\n\r'.includes(c)),
  '\u007F',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
];

describe('hasDisallowedCharacter', () => {
  it('refuses control characters, DEL and lone surrogates', () => {
    for (const character of disallowed) {
      expect(hasDisallowedCharacter(`a${character}b`), JSON.stringify(character)).toBe(true);
    }
  });

  it('accepts tab, line breaks, accents, other scripts and paired surrogates (emoji)', () => {
    expect(hasDisallowedCharacter('line one\r\nline\ttwo')).toBe(false);
    expect(hasDisallowedCharacter('Zoë · खिलाड़ी · 選手 · 🎲🏏')).toBe(false);
  });

  it('accepts every well-formed text without those characters, and refuses it with one inserted', () => {
    const allowedText = fc.string({ unit: 'grapheme' }).map((text) =>
      Array.from(text)
        .filter((character) => {
          const code = character.codePointAt(0) ?? 0;
          return (code >= 0x20 || '\t\n\r'.includes(character)) && code !== 0x7f;
        })
        .join(''),
    );
    fc.assert(
      fc.property(allowedText, fc.nat(), fc.constantFrom(...disallowed), (text, at, character) => {
        expect(hasDisallowedCharacter(text)).toBe(false);
        const position = at % (text.length + 1);
        // A lone surrogate next to its would-be partner would pair up; only insert between code points.
        const before = text.slice(0, position);
        const safePosition = /[\uD800-\uDBFF]$/.test(before) ? position - 1 : position;
        const broken = `${text.slice(0, safePosition)}${character}${character === '\uD800' || character === '\uDBFF' ? 'x' : ''}${text.slice(safePosition)}`;
        expect(hasDisallowedCharacter(broken)).toBe(true);
      }),
    );
  });
});

describe('findDisallowedPlace', () => {
  it('names the first field holding one, at any depth, keys included', () => {
    expect(findDisallowedPlace({ userName: 'ok', password: 'p\u0000' })).toEqual({ kind: 'value', field: 'password' });
    expect(findDisallowedPlace({ bets: [{ stake: '1' }, { runner: 'x\u001B' }] })).toEqual({
      kind: 'value',
      field: 'bets[1].runner',
    });
    expect(findDisallowedPlace({ outer: { 'bad\u0000key': 1 } })).toEqual({ kind: 'fieldName', within: 'outer' });
    expect(findDisallowedPlace({ 'bad\u0007': 'value' })).toEqual({ kind: 'fieldName', within: null });
    expect(findDisallowedPlace('\u0000')).toEqual({ kind: 'request' });
    expect(findDisallowedPlace({ fine: ['a', 1, true, null, { deep: 'b\tc' }] })).toBeUndefined();
    expect(findDisallowedPlace(undefined)).toBeUndefined();
  });

  it('walks a deeply nested body in linear time, without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 300_000; level += 1) deep = { level: [deep] };
    expect(findDisallowedPlace(deep)).toEqual({ kind: 'value', field: 'level[0].level[0].level[0].level[0]…' });
  });
});

describe('disallowedRefusal', () => {
  it('says where the character is, with a code for each place', () => {
    const said = (place: DisallowedPlace) => {
      const { statusCode, message, refusal } = disallowedRefusal(place);
      return { statusCode, message, refusal };
    };
    expect(said({ kind: 'value', field: 'password' })).toEqual({
      statusCode: 400,
      message: 'password contains a character that is not allowed.',
      refusal: { code: 'characterNotAllowed', values: { field: 'password' } },
    });
    expect(said({ kind: 'request' })).toEqual({
      statusCode: 400,
      message: 'The request contains a character that is not allowed.',
      refusal: { code: 'requestCharacterNotAllowed', values: {} },
    });
    expect(said({ kind: 'fieldName', within: null })).toEqual({
      statusCode: 400,
      message: 'A field name contains a character that is not allowed.',
      refusal: { code: 'fieldNameCharacterNotAllowed', values: {} },
    });
    expect(said({ kind: 'fieldName', within: 'outer' })).toEqual({
      statusCode: 400,
      message: 'A field name in outer contains a character that is not allowed.',
      refusal: { code: 'fieldNameInCharacterNotAllowed', values: { field: 'outer' } },
    });
  });
});

// Echoes what it received, so a test can see the guard let a value through unchanged.
const echoRoutes: RouteModule = async (app) => {
  app.post('/echo', async (request) => ok({ body: request.body, query: request.query }));
};

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await startTestApp({ routes: [accountRoutes, oauthRoutes, adminRoutes, adminAccountRoutes, echoRoutes] });
  ({ app } = testApp);
});

afterAll(() => testApp.close());

const codec = { 'x-payload-codec': 'base64-json' };
const send = (options: InjectOptions) => app.inject(options);

describe('requests with a character that is not allowed', () => {
  it('answer 400 naming the field on Account/Authenticate, plain or encoded', async () => {
    const credentials = { userNameOrEmailAddress: 'Demo\u0000', password: 'secret123' };
    expectRefused(
      await send({ method: 'POST', url: '/Account/Authenticate', payload: credentials }),
      'userNameOrEmailAddress',
    );
    expectRefused(
      await send({ method: 'POST', url: '/Account/Authenticate', payload: encodePayload(credentials), headers: codec }),
      'userNameOrEmailAddress',
    );
    expectRefused(
      await send({
        method: 'POST',
        url: '/Account/Authenticate',
        payload: { userNameOrEmailAddress: 'Demo', password: 'half \uD83C' },
      }),
      'password',
    );
  });

  it('answer 400 on api/v1/token/token', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/api/v1/token/token',
        payload: { client_user: 'partner\u0000', client_secret: 's', redirect_uri: 'r', grant_type: 'g', code: 'c' },
      }),
      'client_user',
    );
  });

  it('answer 400 for query strings and path segments, plain or encoded', async () => {
    expectRefused(await send({ method: 'GET', url: '/Account/RefreshToken?refreshToken=abc%00' }), 'refreshToken');
    const encodedQuery = encodeURIComponent(encodePayload({ refreshToken: 'abc\u0001' }).payload);
    expectRefused(
      await send({ method: 'GET', url: `/Account/RefreshToken?payload=${encodedQuery}`, headers: codec }),
      'refreshToken',
    );
    expectRefused(
      await send({
        method: 'GET',
        url: '/admin/accounts/bad%00name/verification-code',
        headers: testAdminAuthorization,
      }),
      'userName',
    );
  });

  it('answer 400 on the admin calls that store names', async () => {
    expectRefused(
      await send({
        method: 'POST',
        url: '/admin/players',
        headers: testAdminAuthorization,
        payload: { username: 'nul\u0000player' },
      }),
      'username',
    );
    expectRefused(
      await send({
        method: 'POST',
        url: '/admin/oauth/clients',
        headers: testAdminAuthorization,
        payload: { clientUser: 'partner', redirectUris: ['https://partner.example/\u0000'] },
      }),
      'redirectUris[0]',
    );
  });

  it('answer 400 for a deeply nested body', async () => {
    const depth = 200_000;
    const payload = `${'['.repeat(depth)}"deep\\u0000"${']'.repeat(depth)}`;
    const response = await send({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectRefused(response, '[0][0][0][0][0][0][0][0]…');
  });

  it('let tab, line breaks and every script through unchanged', async () => {
    const body = { note: 'line one\r\nline\ttwo', name: 'Zoë खिलाड़ी 🎲' };
    const response = await send({ method: 'POST', url: '/echo?q=%F0%9F%8E%B2', payload: body });
    expect(response.json()).toEqual(ok({ body, query: { q: '🎲' } }));
  });
});
