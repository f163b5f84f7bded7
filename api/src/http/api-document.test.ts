import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { routeModules } from '../routes/index.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { apiDocumentPath } from './api-document.js';

let testApp: TestApp;

beforeAll(async () => {
  // Every route module, so the document is shown to describe each of them without failing.
  testApp = await startTestApp({ routes: routeModules, seed: false });
});

afterAll(() => testApp.close());

interface Operation {
  readonly parameters?: readonly { readonly name: string; readonly in: string; readonly required?: boolean }[];
  readonly requestBody?: { readonly content: Record<string, { readonly schema: { readonly properties?: object } }> };
}

describe('the OpenAPI document', () => {
  it('describes the calls with the input their routes check', async () => {
    const response = await testApp.app.inject({ url: apiDocumentPath });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
    expect(document.openapi).toBe('3.1.0');

    const placeBet = document.paths['/Bet/PlaceBetV2']?.post;
    const betFields = Object.keys(placeBet?.requestBody?.content['application/json']?.schema.properties ?? {});
    expect(betFields).toEqual(expect.arrayContaining(['marketId', 'runnerId', 'odds', 'stake', 'side']));

    const statement = document.paths['/Transaction/GetHistory']?.get;
    expect(statement?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'FromDate', in: 'query', required: true })]),
    );

    const settle = document.paths['/admin/markets/{marketId}/settle']?.post;
    expect(settle?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'marketId', in: 'path' })]),
    );
    // The document does not describe itself.
    expect(document.paths[apiDocumentPath]).toBeUndefined();
  });
});
