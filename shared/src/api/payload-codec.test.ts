import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { base64JsonCodec, identityCodec, payloadCodecFor } from './payload-codec';

describe('payload codecs', () => {
  it('identity passes everything through', () => {
    const value = { a: [1, 'two'] };
    expect(identityCodec.encode(value)).toBe(value);
    expect(identityCodec.decode(value)).toBe(value);
    expect(identityCodec.name).toBeUndefined();
  });

  it('base64-json wraps UTF-8 JSON in { payload: base64 }', () => {
    expect(base64JsonCodec.name).toBe('base64-json');
    expect(base64JsonCodec.encode({ name: 'Aviator ✈', stake: 1000 })).toEqual({
      payload: btoa(String.fromCharCode(...new TextEncoder().encode('{"name":"Aviator ✈","stake":1000}'))),
    });
  });

  it('base64-json decodes what it encodes, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // JSON has no -0: it comes back as 0, as it would from any server.
        const expected = JSON.parse(JSON.stringify(value)) as unknown;
        expect(base64JsonCodec.decode(base64JsonCodec.encode(value))).toEqual(expected);
      }),
    );
  });

  it('base64-json keeps large bodies whole', () => {
    const value = { text: 'ü'.repeat(100_000) };
    expect(base64JsonCodec.decode(base64JsonCodec.encode(value))).toEqual(value);
  });

  it.each([
    ['no payload field', { result: 1 }],
    ['a payload that is not base64', { payload: '%%%' }],
    ['base64 of something that is not JSON', { payload: btoa('not json') }],
    ['base64 of bytes that are not UTF-8', { payload: btoa('\u00ff\u00fe') }],
    ['a plain text body', 'hello'],
  ])('base64-json refuses to decode %s', (_case, value) => {
    expect(() => base64JsonCodec.decode(value)).toThrow();
  });

  it('base64-json refuses to encode what JSON cannot write', () => {
    expect(() => base64JsonCodec.encode(undefined)).toThrow(TypeError);
  });
});

describe('payloadCodecFor', () => {
  it.each([
    ['base64-json', base64JsonCodec],
    ['identity', identityCodec],
    [undefined, identityCodec],
    ['rot13', identityCodec],
    ['toString', identityCodec],
  ])('maps %s to its codec', (name, codec) => {
    expect(payloadCodecFor(name)).toBe(codec);
  });
});
