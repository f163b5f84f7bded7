import { expect, inject } from 'vitest';

// The api's real hub, started once per run by the api's vitest global setup (in-memory database,
// free port); shared's hub-client tests reach it over the network and import nothing from the api.

declare module 'vitest' {
  export interface ProvidedContext {
    realtimeTestServer: { url: string; hubUrl: string; adminToken: string };
  }
}

export const realHubServer = inject('realtimeTestServer');

/** Calls an admin endpoint of that api and answers its `result`, failing the test on an error envelope. */
export async function hubAdmin<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${realHubServer.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${realHubServer.adminToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { success: boolean; result: T };
  expect(json.success).toBe(true);
  return json.result;
}
