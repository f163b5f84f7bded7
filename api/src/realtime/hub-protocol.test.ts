import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseHubMessage, RECORD_SEPARATOR, RecordReader } from './hub-protocol.js';

describe('RecordReader', () => {
  it('yields the same records however the stream is cut into chunks', () => {
    const record = fc.string().map((text) => text.replaceAll(RECORD_SEPARATOR, ''));
    fc.assert(
      fc.property(fc.array(record), fc.array(fc.nat()), (records, cuts) => {
        const stream = records.map((text) => text + RECORD_SEPARATOR).join('');
        const positions = [...new Set(cuts.map((cut) => cut % (stream.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...positions].map((start, i) => stream.slice(start, positions[i] ?? stream.length));

        const reader = new RecordReader();
        expect(chunks.flatMap((chunk) => reader.push(chunk))).toEqual(records);
        expect(reader.pendingLength).toBe(0);
      }),
    );
  });

  it('keeps an unterminated tail for the next chunk', () => {
    const reader = new RecordReader();
    expect(reader.push('{"type":6}\u001e{"ty')).toEqual(['{"type":6}']);
    expect(reader.pendingLength).toBe(4);
    expect(reader.push('pe":6}\u001e')).toEqual(['{"type":6}']);
  });
});

describe('parseHubMessage', () => {
  it('reads invocations with and without an invocation id', () => {
    expect(parseHubMessage('{"type":1,"invocationId":"0","target":"A","arguments":[1,"x"]}')).toEqual({
      ok: true,
      value: { type: 1, invocationId: '0', target: 'A', arguments: [1, 'x'] },
    });
    expect(parseHubMessage('{"type":1,"target":"A","arguments":[]}')).toEqual({
      ok: true,
      value: { type: 1, target: 'A', arguments: [] },
    });
  });

  it.each([
    ['{"type":1,"target":"A"}', 'Invocation message is missing its arguments.'],
    ['{"type":1,"arguments":[]}', 'Invocation message is missing its target.'],
    ['{"type":1,"invocationId":5,"target":"A","arguments":[]}', 'Invocation message has an invalid invocation id.'],
    ['{"type":4,"target":"A","arguments":[]}', 'Invocation message has an invalid invocation id.'],
    ['{"type":1,"target":"A","arguments":[],"streamIds":[1]}', 'Invocation message has invalid stream ids.'],
    ['{"type":"1"}', "Unknown message type '1'."],
    ['{}', "Unknown message type 'undefined'."],
    ['null', 'Message is not a JSON object.'],
    ['{', 'Message is not valid JSON.'],
  ])('refuses %s', (text, error) => {
    expect(parseHubMessage(text)).toEqual({ ok: false, error });
  });
});
