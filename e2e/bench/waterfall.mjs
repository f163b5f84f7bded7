// The longest chain of requests a page load waited through, each request started by the one before
// it, from the initiators Chromium reports (DevTools protocol, Network.requestWillBeSent).

/**
 * @typedef {object} CallFrames
 * @property {{ url: string }[]} callFrames
 * @property {CallFrames} [parent] the asynchronous caller (a promise, a timer) that led here
 */

/**
 * @typedef {object} Initiator
 * @property {string} type parser, script, preload, preflight, other…
 * @property {string} [url] the document or style sheet that named the resource (for a CORS
 *   preflight, the request it precedes)
 * @property {CallFrames} [stack] the script that issued the request
 */

/**
 * @typedef {object} ChainRequest
 * @property {string} id
 * @property {string} url
 * @property {number} startTime seconds, the protocol's monotonic clock
 * @property {number} [endTime] when the last byte arrived; undefined when it never finished
 * @property {Initiator} initiator
 */

/**
 * Every URL that had a part in issuing a request: the document or sheet that named it, and each
 * script on its (asynchronous) call stack.
 * @param {Initiator} initiator
 * @returns {Set<string>}
 */
export function initiatorUrls(initiator) {
  const urls = new Set(initiator.url ? [initiator.url] : []);
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames) if (frame.url) urls.add(frame.url);
  }
  return urls;
}

/**
 * The request a request waited for: of the earlier requests whose URL had a part in issuing it, the
 * one that finished last. A chunk loader's stack holds the runtime's file and the chunk that asked;
 * the chunk arrived later, and only then could the request start.
 * @param {ChainRequest} request
 * @param {Map<string, ChainRequest[]>} byUrl
 * @returns {ChainRequest | undefined}
 */
function parentOf(request, byUrl) {
  // A CORS preflight names the request it clears the way for, which starts after it: it sits
  // beside that request in the chain, under the same parent, rather than below it.
  if (request.initiator.type === 'preflight') {
    const cleared = (byUrl.get(request.url) ?? []).find((candidate) => candidate.initiator.type !== 'preflight');
    return cleared ? parentOf(cleared, byUrl) : undefined;
  }
  /** @type {ChainRequest | undefined} */
  let parent;
  for (const url of initiatorUrls(request.initiator)) {
    for (const candidate of byUrl.get(url) ?? []) {
      if (candidate === request || candidate.startTime > request.startTime) continue;
      const finished = candidate.endTime ?? candidate.startTime;
      if (!parent || finished > (parent.endTime ?? parent.startTime)) parent = candidate;
    }
  }
  return parent;
}

/**
 * The longest chain of requests, first (the document) to last.
 * @param {ChainRequest[]} requests
 * @returns {ChainRequest[]}
 */
export function longestRequestChain(requests) {
  /** @type {Map<string, ChainRequest[]>} */
  const byUrl = new Map();
  for (const request of requests) byUrl.set(request.url, [...(byUrl.get(request.url) ?? []), request]);

  /** @type {Map<ChainRequest, ChainRequest[]>} */
  const chains = new Map();
  /**
   * @param {ChainRequest} request
   * @returns {ChainRequest[]}
   */
  const chainTo = (request) => {
    const known = chains.get(request);
    if (known) return known;
    // Guards against a loop in odd initiator data: a request met again is a chain's start.
    chains.set(request, [request]);
    const parent = parentOf(request, byUrl);
    /** @type {ChainRequest[]} */
    const chain = parent ? [...chainTo(parent), request] : [request];
    chains.set(request, chain);
    return chain;
  };

  /** @type {ChainRequest[]} */
  let longest = [];
  for (const request of requests) {
    const chain = chainTo(request);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}
