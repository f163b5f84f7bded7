import { describe, expect, it } from 'vitest';

import { tvStreamAnswerSchema, tvStreamRequestSchema, tvStreamSchema } from './tv-calls.js';

const stream = {
  status: 1,
  eventId: 31,
  url: 'https://api.example/cdn/media/live/t/index.m3u8',
  expiresAt: '2030-01-01T12:00:00.000Z',
};

describe('the TV stream service', () => {
  it('asks with the event and the feed the video link named', () => {
    expect(tvStreamRequestSchema.safeParse({ eventId: 31, videoLink: 'https://api.example/feed.m3u8' }).success).toBe(
      true,
    );
    expect(tvStreamRequestSchema.safeParse({ eventId: 31 }).success).toBe(false);
    expect(tvStreamRequestSchema.safeParse({ eventId: 31, videoLink: '' }).success).toBe(false);
  });

  it('answers status 1 with a stream and its expiry, or status 0 with a message, never the envelope', () => {
    expect(tvStreamAnswerSchema.parse(stream)).toEqual(stream);
    const unavailable = {
      status: 0,
      message: 'Live TV is not available for this match now',
      code: 'noLiveTv',
      values: { eventId: 31 },
    };
    expect(tvStreamAnswerSchema.parse(unavailable)).toEqual(unavailable);
    expect(tvStreamAnswerSchema.safeParse({ success: true, result: stream }).success).toBe(false);
    expect(tvStreamAnswerSchema.safeParse({ status: 0 }).success).toBe(false);
  });

  it('needs the address and its expiry for status 1', () => {
    expect(tvStreamSchema.safeParse({ ...stream, url: undefined }).success).toBe(false);
    expect(tvStreamSchema.safeParse({ ...stream, expiresAt: undefined }).success).toBe(false);
    expect(tvStreamSchema.safeParse({ ...stream, status: 0 }).success).toBe(false);
  });
});
