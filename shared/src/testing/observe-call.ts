import { loadingStore } from '../stores/loading-store';
import { fakeNetwork, type RecordedRequest } from './fake-network';

/** What one call sent, how the client treated it, and what it resolved with. */
export interface ObservedCall<T> {
  readonly result: T;
  readonly request: RecordedRequest;
  /** Whether the global loading indicator was on while the call was out. */
  readonly showedLoading: boolean;
  /** The bearer token sent, or null when the call carried none. */
  readonly bearer: string | null;
}

/**
 * Makes one call against the fake network (set up by `setupRemoteTests`) with `METHOD path` answering
 * `{ success: true, result }`, and reports what an endpoint's test asserts: the request, the loading
 * indicator while it was out, the bearer, and the parsed result.
 */
export async function observeCall<T>(
  method: string,
  path: string,
  call: () => Promise<T>,
  result: unknown,
): Promise<ObservedCall<T>> {
  const held = fakeNetwork().once(method, path).hold();
  const pending = call();
  const request = await held.sent;
  const showedLoading = loadingStore.getState().pending > 0;
  held.ok(result);
  const authorization = request.headers.get('authorization');
  return {
    result: await pending,
    request,
    showedLoading,
    bearer: authorization === null ? null : authorization.replace(/^Bearer /, ''),
  };
}
