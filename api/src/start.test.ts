import { describe, expect, it } from 'vitest';

import { loadConfig } from './config.js';
import { startApi } from './start.js';
import { shippedMigrations } from './testing/shipped-migrations.js';

describe('startApi', () => {
  it('migrates, seeds and serves over HTTP until closed', async () => {
    const api = await startApi(loadConfig({ DATA_DIR: 'memory', PORT: '0' }), { logger: false });
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${api.url}/health`);
      expect(await response.json()).toEqual({
        success: true,
        result: { status: 'ok', database: 'pglite', migrations: shippedMigrations },
      });
      const [count] = await api.db.query<{ n: number }>('SELECT count(*) AS n FROM sports');
      expect(count?.n).toBe(5);
    } finally {
      await api.close();
    }
    await expect(fetch(`${api.url}/health`)).rejects.toThrow();
  });
});
