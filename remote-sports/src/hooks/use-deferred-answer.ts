import { useDeferredValue } from 'react';

/** What the first render sees in place of an answer: the rows have not been rendered yet. */
const notRendered = Symbol('not rendered');

/**
 * `useDeferredValue` for a query's answer, deferred on the page's first render too. A page that
 * mounts with its answer already in the cache (asked for beside its code, ADR 0039) first shows its
 * loading state and renders the rows in the background, in slices, as it does for an answer that
 * comes later (ADR 0035). `undefined` until the rows render, as while the answer is on its way.
 */
export function useDeferredAnswer<Answer>(answer: Answer | undefined): Answer | undefined {
  const deferred = useDeferredValue<Answer | undefined | typeof notRendered>(answer, notRendered);
  return deferred === notRendered ? undefined : deferred;
}
