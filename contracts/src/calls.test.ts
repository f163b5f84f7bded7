import { describe, expect, it } from 'vitest';

import { loginResultSchema, pagedResultSchema } from './account-calls.js';
import { openBetsSchema } from './bets-calls.js';
import { fail, failureEnvelopeSchema, ok, successEnvelopeSchema } from './envelope.js';

const login = { accessToken: 'a', refreshToken: 'r', expireInSeconds: 3600 };

describe('envelope', () => {
  it('reads what ok and fail write', () => {
    expect(successEnvelopeSchema(loginResultSchema).safeParse(ok(login)).success).toBe(true);
    expect(failureEnvelopeSchema.parse(fail('Invalid username or password.')).error.message).toBe(
      'Invalid username or password.',
    );
  });

  it('refuses a success whose result breaks the call schema', () => {
    const parsed = successEnvelopeSchema(loginResultSchema).safeParse(ok({ ...login, accessToken: 42 }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['result', 'accessToken']);
  });
});

describe('call schemas', () => {
  it('keep the fields a server adds beyond the specification', () => {
    expect(loginResultSchema.parse({ ...login, football: true })).toMatchObject({ football: true });
  });

  it('need the fields the client reads', () => {
    expect(loginResultSchema.safeParse({ accessToken: 'a', expireInSeconds: 60 }).success).toBe(false);
    expect(openBetsSchema.safeParse({ openBets: [], balance: 10, exposure: 0 }).success).toBe(true);
    expect(openBetsSchema.safeParse({ openBets: [{}], balance: 10, exposure: 0 }).success).toBe(false);
  });

  it('page any item schema', () => {
    expect(pagedResultSchema(openBetsSchema).safeParse({ totalCount: 0, items: [] }).success).toBe(true);
    expect(pagedResultSchema(openBetsSchema).safeParse({ totalCount: 1, items: [{}] }).success).toBe(false);
  });
});
