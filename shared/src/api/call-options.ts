import type { ServiceName } from './service-hosts';

/**
 * How one call is treated by the client. Each endpoint says it for itself (see `defineEndpoint`),
 * so a new endpoint never depends on a list of URL patterns kept somewhere else.
 */
export interface CallOptions {
  /**
   * No global loading indicator: polls and fire-and-forget calls (the specification's background
   * endpoints). Calls to other hosts are always background.
   */
  readonly background?: boolean;
  /** Sends no bearer token (the specification's Authenticate and Register). */
  readonly anonymous?: boolean;
  /**
   * The call's part in the session, when it has one:
   * - `login`: a 401 means wrong credentials, not an ended session; sent without waiting for a token refresh;
   * - `refresh`: the token refresh itself, which cannot wait for itself;
   * - `logout`: ends the session on the server; sent as the session ends, so a 401 ends nothing more.
   */
  readonly session?: 'login' | 'refresh' | 'logout';
  /**
   * How the answer says it succeeded:
   * - `envelope` (the default): HTTP 2xx and `success: true`; the call resolves with `result`;
   * - `status`: HTTP 2xx and `status: 1`, the TV stream service's answer (specification point 5);
   *   the call resolves with the whole body, and any other status rejects with the body's `message`.
   */
  readonly answer?: 'envelope' | 'status';
  /**
   * The service whose own address the call goes to when the host configured one for this page
   * (the specification's test and live hosts; `service-hosts.ts`); the brand's API address otherwise.
   * The call is still the api's: bearer, XSRF echo, codec and session handling apply.
   */
  readonly service?: ServiceName;
}
