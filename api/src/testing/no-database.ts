import type { Database } from '../db/database.js';

const refuse = () => Promise.reject(new Error('no database in this test'));

/** For tests of routes that never touch the database: any query fails loudly. */
export const noDatabase: Database = {
  kind: 'pglite',
  query: refuse,
  exec: refuse,
  transaction: refuse,
  close: () => Promise.resolve(),
};
