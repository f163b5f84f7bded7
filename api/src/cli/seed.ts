import { getMigrationStatus, MigrationError } from '../db/migrations.js';
import { runSeeds } from '../db/seeds.js';
import { runCli } from './run-cli.js';

await runCli(async (db) => {
  // Seeds are written against the latest schema; running them on an older one fails midway.
  const { pending } = await getMigrationStatus(db);
  if (pending.length > 0) {
    throw new MigrationError(
      `${pending.length} migration(s) pending (${pending.map((file) => file.filename).join(', ')}); run the migrate script first.`,
    );
  }
  const seeds = await runSeeds(db);
  for (const file of seeds) console.log(`seeded ${file}`);
  console.log(`${seeds.length} seed file(s) run (${db.kind})`);
});
