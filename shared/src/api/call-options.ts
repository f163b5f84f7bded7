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
}
