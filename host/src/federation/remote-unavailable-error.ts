import type { RemoteName } from '@exchange/shared';

/** Thrown into the nearest remote boundary when a remote cannot provide a module. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  readonly remote: RemoteName;

  constructor(remote: RemoteName, moduleId: string, cause?: unknown) {
    super(`The ${remote} remote could not provide ${moduleId}.`, { cause });
    this.remote = remote;
  }
}
