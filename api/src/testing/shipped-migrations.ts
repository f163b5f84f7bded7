import { readdirSync } from 'node:fs';

import { migrationsDir } from '../paths.js';

/** How many migrations the api ships: what /health reports once they are all applied. */
export const shippedMigrations: number = readdirSync(migrationsDir).filter((name) => name.endsWith('.sql')).length;
