import { describe, expect, it } from 'vitest';

import { PendingConnections } from './hub-negotiation.js';

const ttlMs = 15_000;
let clock = Date.parse('2026-05-01T12:00:00Z');
const pendingOn = (secret: string) => new PendingConnections(ttlMs, secret, () => clock);

const tokenOf = (pending: PendingConnections) => {
  const { connectionId, connectionToken } = pending.negotiate(1);
  return { connectionId, connectionToken: connectionToken ?? '' };
};

describe('negotiated connection tokens', () => {
  it('are admitted once by every process that shares the secret, whichever negotiated them', () => {
    const negotiatedOn = pendingOn('deployment secret');
    const connectedOn = pendingOn('deployment secret');
    const { connectionId, connectionToken } = tokenOf(negotiatedOn);
    expect(connectedOn.canConnect(connectionToken)).toBe(true);
    expect(connectedOn.claim(connectionToken)).toBe(connectionId);
    expect(connectedOn.canConnect(connectionToken)).toBe(false);
    expect(connectedOn.claim(connectionToken)).toBeNull();
  });

  it('refuse a token signed with another secret, altered, or past its time to live', () => {
    const ours = pendingOn('deployment secret');
    expect(ours.claim(tokenOf(pendingOn('another secret')).connectionToken)).toBeNull();

    const { connectionToken } = tokenOf(ours);
    const [id, expiry, signature] = connectionToken.split('.');
    expect(ours.claim(`${id}.${Number(expiry) + 60_000}.${signature}`)).toBeNull();
    expect(ours.claim(`${id}x.${expiry}.${signature}`)).toBeNull();
    expect(ours.claim('not-a-token')).toBeNull();

    clock += ttlMs + 1;
    expect(ours.claim(connectionToken)).toBeNull();
  });

  it('let a version 0 client connect with its connection id, which is then the token', () => {
    const pending = pendingOn('deployment secret');
    const answer = pending.negotiate(0);
    expect(answer).not.toHaveProperty('connectionToken');
    expect(pending.claim(answer.connectionId)).toEqual(expect.stringMatching(/^[\w-]{22}$/));
  });
});
