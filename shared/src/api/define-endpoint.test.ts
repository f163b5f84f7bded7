import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { loadingStore } from '../stores/loading-store';
import { fakeNetwork } from '../testing/fake-network';
import { observeCall } from '../testing/observe-call';
import { setupRemoteTests } from '../testing/setup-remote-tests';
import { ApiError } from './api-error';
import { defineEndpoint, invalidRequestMessage, unreadableAnswerMessage } from './define-endpoint';

setupRemoteTests();

const marketSchema = z.looseObject({ marketId: z.string(), inPlay: z.boolean() });

const getMarket = defineEndpoint({
  method: 'GET',
  path: 'Market/GetMarket',
  request: z.object({ marketId: z.string().check(z.minLength(1)) }),
  result: marketSchema,
  background: true,
});

const placeNote = defineEndpoint({
  method: 'POST',
  path: 'Notes/Place',
  request: z.object({ text: z.string() }),
  result: z.number(),
  anonymous: true,
});

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const reason: unknown = await call.then(
    () => expect.fail('the call should have failed'),
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(ApiError);
  return reason as ApiError;
}

describe('defineEndpoint', () => {
  it("sends a GET's input as the query and resolves with the checked result, extra fields kept", async () => {
    const observed = await observeCall('GET', 'Market/GetMarket', () => getMarket({ marketId: '1.2' }), {
      marketId: '1.2',
      inPlay: true,
      extra: 'kept',
    });
    expect(Object.fromEntries(observed.request.url.searchParams)).toEqual({ marketId: '1.2' });
    expect(observed.result).toEqual({ marketId: '1.2', inPlay: true, extra: 'kept' });
    expect(observed.showedLoading).toBe(false);
  });

  it("sends a POST's input as the body; anonymous calls carry no bearer and show the loading indicator", async () => {
    localStorage.setItem('accessToken', 'token-1');
    const observed = await observeCall('POST', 'Notes/Place', () => placeNote({ text: 'hello' }), 7);
    expect(observed.request.body).toEqual({ text: 'hello' });
    expect(observed.bearer).toBeNull();
    expect(observed.showedLoading).toBe(true);
    expect(observed.result).toBe(7);
  });

  it('rejects an answer that breaks the contract with a clear typed error, and logs what broke', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeNetwork().on('GET', 'Market/GetMarket').ok({ marketId: 12 });
    const error = await rejection(getMarket({ marketId: '1.2' }));
    expect(error).toMatchObject({ kind: 'contract', message: unreadableAnswerMessage, body: { marketId: 12 } });
    expect(String(logged.mock.calls[0]?.[0])).toContain('Market/GetMarket: marketId:');
  });

  it('does not send input that breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await rejection(getMarket({ marketId: '' }));
    expect(error).toMatchObject({ kind: 'contract', message: invalidRequestMessage });
    expect(fakeNetwork().requests).toHaveLength(0);
  });

  it('keeps the failures of the client as they are', async () => {
    fakeNetwork().on('GET', 'Market/GetMarket').fail(400, 'No such market.');
    expect(await rejection(getMarket({ marketId: '9' }))).toMatchObject({ kind: 'http', message: 'No such market.' });
  });
});

describe("defineEndpoint with answer: 'status' (the TV stream service)", () => {
  const getStream = defineEndpoint({
    method: 'POST',
    path: 'TvStream/GetStream',
    request: z.object({ eventId: z.number() }),
    result: z.looseObject({ status: z.literal(1), url: z.string() }),
    background: true,
    answer: 'status',
  });
  const stream = { status: 1, url: 'https://tv.example/live/31/index.m3u8', expiresAt: '2030-01-01T12:00:00Z' };

  it('resolves status 1 with the whole body, checked by its contract, and shows no loading indicator', async () => {
    const held = fakeNetwork().on('POST', 'TvStream/GetStream').hold();
    const pending = getStream({ eventId: 31 });
    expect((await held.sent).body).toEqual({ eventId: 31 });
    expect(loadingStore.getState().pending).toBe(0);
    held.reply(200, stream);
    await expect(pending).resolves.toEqual(stream);
  });

  it("rejects status 0 with the body's message", async () => {
    fakeNetwork().on('POST', 'TvStream/GetStream').reply(200, { status: 0, message: 'No live TV for this match now' });
    expect(await rejection(getStream({ eventId: 31 }))).toMatchObject({
      kind: 'rejected',
      message: 'No live TV for this match now',
    });
  });

  it('rejects a body that says success: true but not status 1', async () => {
    fakeNetwork().on('POST', 'TvStream/GetStream').reply(200, { success: true, result: stream });
    expect(await rejection(getStream({ eventId: 31 }))).toMatchObject({ kind: 'rejected' });
  });

  it('rejects status 1 without what its contract needs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeNetwork().on('POST', 'TvStream/GetStream').reply(200, { status: 1 });
    expect(await rejection(getStream({ eventId: 31 }))).toMatchObject({
      kind: 'contract',
      message: unreadableAnswerMessage,
    });
  });
});

describe('defineEndpoint, text sent', () => {
  const signIn = defineEndpoint({
    method: 'POST',
    path: 'Account/SignIn',
    request: z.object({ userName: z.string(), password: z.string() }),
    result: z.unknown(),
    verbatim: ['password'],
  });

  const sendRemark = defineEndpoint({
    method: 'POST',
    path: 'Remarks/Send',
    request: z.object({ remark: z.string(), reference: z.string() }),
    result: z.unknown(),
    strictText: ['remark'],
  });

  const saveBoard = defineEndpoint({
    method: 'POST',
    path: 'Boards/Save',
    request: z.object({
      title: z.string(),
      rows: z.array(z.object({ label: z.string(), value: z.number(), tags: z.array(z.string()) })),
      owner: z.object({ name: z.string(), secret: z.string() }),
    }),
    result: z.unknown(),
    verbatim: ['secret'],
  });

  const upload = defineEndpoint({
    method: 'POST',
    path: 'Files/Upload',
    request: z.custom<FormData>((value) => value instanceof FormData),
    result: z.unknown(),
  });

  it("strips markup from a text field of a POST's body", async () => {
    const observed = await observeCall(
      'POST',
      'Notes/Place',
      () => placeNote({ text: '<b>Back</b> Mumbai <scr<script>ipt>alert(1)</script> 2 < 3' }),
      1,
    );
    expect(observed.request.body).toEqual({ text: 'Back Mumbai alert(1) 2 < 3' });
  });

  it("strips markup from a GET's query", async () => {
    const observed = await observeCall('GET', 'Market/GetMarket', () => getMarket({ marketId: '<i>1.2</i>' }), {
      marketId: '1.2',
      inPlay: false,
    });
    expect(Object.fromEntries(observed.request.url.searchParams)).toEqual({ marketId: '1.2' });
  });

  it('sends a verbatim field exactly as typed and cleans the others', async () => {
    const observed = await observeCall(
      'POST',
      'Account/SignIn',
      () => signIn({ userName: '<b>bob01</b>', password: "p<a>ss'word;" }),
      null,
    );
    expect(observed.request.body).toEqual({ userName: 'bob01', password: "p<a>ss'word;" });
  });

  it('removes SQL-like tokens, quotes, comment markers and semicolons from a strict text field only', async () => {
    const observed = await observeCall(
      'POST',
      'Remarks/Send',
      () => sendRemark({ remark: "Paid'; DROP TABLE users; -- <b>now</b>", reference: "it's; select" }),
      null,
    );
    expect(observed.request.body).toEqual({ remark: 'Paid  TABLE users  now', reference: "it's; select" });
  });

  it('cleans strings inside nested objects and arrays, and keeps numbers', async () => {
    const observed = await observeCall(
      'POST',
      'Boards/Save',
      () =>
        saveBoard({
          title: '<h1>Board</h1>',
          rows: [{ label: 'One<br/>', value: 5, tags: ['<em>a</em>', 'b'] }],
          owner: { name: '<u>Asha</u>', secret: '<keep>' },
        }),
      null,
    );
    expect(observed.request.body).toEqual({
      title: 'Board',
      rows: [{ label: 'One', value: 5, tags: ['a', 'b'] }],
      owner: { name: 'Asha', secret: '<keep>' },
    });
  });

  it('sends form data as it is', async () => {
    const form = new FormData();
    form.append('caption', '<b>receipt</b>');
    const observed = await observeCall('POST', 'Files/Upload', () => upload(form), null);
    expect(String(observed.request.body)).toContain('<b>receipt</b>');
  });
});
