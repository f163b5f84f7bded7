import { describe, expect, it } from 'vitest';

import { longestRequestChain } from './waterfall.mjs';

/** @typedef {import('./waterfall.mjs').ChainRequest} ChainRequest */

/**
 * @param {string} url
 * @param {number} startTime
 * @param {number} endTime
 * @param {import('./waterfall.mjs').Initiator} initiator
 * @returns {ChainRequest}
 */
const request = (url, startTime, endTime, initiator) => ({ id: url, url, startTime, endTime, initiator });
/** @param {...string} urls */
const byScripts = (...urls) => ({ type: 'script', stack: { callFrames: urls.map((url) => ({ url })) } });

describe('longestRequestChain', () => {
  it('follows each request to the document, sheet or script that started it', () => {
    const requests = [
      request('/page', 0, 1, { type: 'other' }),
      request('/main.js', 1, 2, { type: 'parser', url: '/page' }),
      request('/chunk.js', 2, 3, byScripts('/main.js')),
      request('/api', 3, 4, byScripts('/chunk.js')),
      request('/logo.svg', 1, 2, { type: 'parser', url: '/page' }),
    ];
    expect(longestRequestChain(requests).map(({ url }) => url)).toEqual(['/page', '/main.js', '/chunk.js', '/api']);
  });

  it('hangs a request under the script on its stack that arrived last', () => {
    const requests = [
      request('/page', 0, 1, { type: 'other' }),
      request('/main.js', 1, 2, { type: 'parser', url: '/page' }),
      request('/remoteEntry.js', 2, 5, byScripts('/main.js')),
      // The remote's runtime and the host's runtime both sit on the stack, the remote's came later.
      request('/remote-chunk.js', 6, 7, {
        type: 'script',
        stack: { callFrames: [{ url: '/main.js' }], parent: { callFrames: [{ url: '/remoteEntry.js' }] } },
      }),
    ];
    expect(longestRequestChain(requests)).toHaveLength(4);
  });

  it('puts a CORS preflight beside the call it clears, not below it', () => {
    const requests = [
      request('/page', 0, 1, { type: 'other' }),
      request('/main.js', 1, 2, { type: 'parser', url: '/page' }),
      request('/api/call', 4, 5, byScripts('/main.js')),
      request('/api/call', 3, 4, { type: 'preflight', url: '/api/call' }),
    ];
    expect(longestRequestChain(requests)).toHaveLength(3);
  });

  it('ignores scripts that started after the request', () => {
    const requests = [
      request('/page', 0, 1, { type: 'other' }),
      request('/late.js', 5, 6, { type: 'parser', url: '/page' }),
      request('/early', 2, 3, byScripts('/late.js')),
    ];
    expect(longestRequestChain(requests)).toHaveLength(2);
  });
});
