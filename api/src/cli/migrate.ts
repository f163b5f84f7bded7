import { runMigrations } from '../db/migrations.js';
import { runCli } from './run-cli.js';

await runCli(async (db) => {
  const { applied, total } = await runMigrations(db);
  for (const file of applied) console.log(`applied ${file}`);
  console.log(
    applied.length === 0
      ? `database is up to date (${total} migrations, ${db.kind})`
      : `${applied.length} applied, ${total} in total (${db.kind})`,
  );
});
