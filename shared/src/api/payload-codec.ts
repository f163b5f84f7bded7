/**
 * The request (mode 0) and response (mode 1) encoding steps of the specification. A brand picks
 * one; the scheme is ours to define. `name` travels in the `X-Payload-Codec` header so the server
 * knows how to read the request and how to answer.
 */
export interface PayloadCodec {
  /** Sent as `X-Payload-Codec`; a codec without a name (identity) sends no header. */
  readonly name?: string;
  /** Mode 0: request body and query parameters of relative URLs. */
  encode(data: unknown): unknown;
  /** Mode 1: successful response bodies of relative URLs. */
  decode(data: unknown): unknown;
}

export const payloadCodecHeader = 'X-Payload-Codec';

export const identityCodec: PayloadCodec = {
  encode: (data) => data,
  decode: (data) => data,
};

/** What `base64-json` puts on the wire in place of a body or a query. */
export interface EncodedPayload {
  readonly payload: string;
}

// btoa/atob work on byte strings; going through UTF-8 bytes keeps every character intact.
const chunkSize = 0x8000;

function utf8ToBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let start = 0; start < bytes.length; start += chunkSize) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunkSize));
  }
  return btoa(binary);
}

function base64ToUtf8(base64: string): string {
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

export function isEncodedPayload(value: unknown): value is EncodedPayload {
  return typeof value === 'object' && value !== null && typeof (value as { payload?: unknown }).payload === 'string';
}

/** `{ payload: base64(utf-8 JSON) }`; the api's `X-Payload-Codec: base64-json` speaks the same. */
export const base64JsonCodec: PayloadCodec = {
  name: 'base64-json',
  encode: (data): EncodedPayload => {
    const json = JSON.stringify(data);
    if (json === undefined) throw new TypeError('base64-json cannot encode a value JSON has no text for');
    return { payload: utf8ToBase64(json) };
  },
  decode: (data): unknown => {
    if (!isEncodedPayload(data)) throw new TypeError('base64-json expected an object with a string payload');
    return JSON.parse(base64ToUtf8(data.payload)) as unknown;
  },
};

const codecsByName: Readonly<Record<string, PayloadCodec>> = {
  identity: identityCodec,
  'base64-json': base64JsonCodec,
};

/** The codec a brand's settings name (`codec`); identity for none or an unknown name. */
export function payloadCodecFor(name: string | undefined): PayloadCodec {
  return (name !== undefined && Object.hasOwn(codecsByName, name) ? codecsByName[name] : undefined) ?? identityCodec;
}
