import { inject } from 'vitest';

// The api-postgres project's files run on the run's PostgreSQL server; without it they would
// quietly run on PGlite again and prove nothing new.
if (inject('apiPostgresServer') === undefined) {
  throw new Error('The api-postgres project has no PostgreSQL server: its global setup did not provide one.');
}
