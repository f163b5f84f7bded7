import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { completeSecrets, ConfigError, randomSecret, readConfig, type Config, type ConfigFromEnv } from './config.js';
import { assertDataFolder } from './db/data-folder.js';

/** Where a PGlite data folder keeps the secrets generated for it. */
export const SECRETS_FILE_NAME = 'secrets.json';

export interface StoredSecrets {
  readonly adminToken: string;
  readonly tokenSecret: string;
}

const isStoredSecrets = (value: unknown): value is StoredSecrets => {
  if (typeof value !== 'object' || value === null) return false;
  const { adminToken, tokenSecret } = value as Record<string, unknown>;
  return (
    typeof adminToken === 'string' &&
    adminToken.length >= 16 &&
    typeof tokenSecret === 'string' &&
    tokenSecret.length >= 32
  );
};

const isMissingFile = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
const isExistingFile = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'EEXIST';

async function readStoredSecrets(file: string): Promise<StoredSecrets | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return null;
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (!isStoredSecrets(parsed)) {
    throw new ConfigError([
      `${file} is damaged: set ADMIN_TOKEN and TOKEN_SECRET, or delete the file to generate new secrets (every session ends)`,
    ]);
  }
  // Whoever copied or restored the folder may have widened the mode; only the api's user reads it.
  await chmod(file, 0o600).catch(() => undefined);
  return parsed;
}

/**
 * The secrets kept in a data folder: read when present, else generated (256 random bits each)
 * and written with mode 0600 on the first start. A start that loses the race to write the file
 * reads the winner's.
 */
export async function dataFolderSecrets(dataDir: string): Promise<{ secrets: StoredSecrets; generated: boolean }> {
  const file = path.join(dataDir, SECRETS_FILE_NAME);
  const stored = await readStoredSecrets(file);
  if (stored !== null) return { secrets: stored, generated: false };
  const secrets: StoredSecrets = { adminToken: randomSecret(), tokenSecret: randomSecret() };
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (!isExistingFile(error)) throw error;
    const winner = await readStoredSecrets(file);
    if (winner === null) throw error;
    return { secrets: winner, generated: false };
  }
  return { secrets, generated: true };
}

/** Adds the data folder's secrets where the environment sets none; the environment wins. */
export async function resolveSecrets(
  config: ConfigFromEnv,
  report: (message: string) => void = () => undefined,
): Promise<Config> {
  const { database } = config;
  const needsSecrets = config.adminToken === null || config.tokenSecret === null;
  if (!needsSecrets || database.kind !== 'pglite' || database.dataDir === null) return completeSecrets(config);
  const { secrets, generated } = await dataFolderSecrets(database.dataDir);
  const file = path.join(database.dataDir, SECRETS_FILE_NAME);
  report(
    generated
      ? `Generated ADMIN_TOKEN and TOKEN_SECRET for this data folder in ${file}`
      : `Using the ADMIN_TOKEN and TOKEN_SECRET kept in ${file}`,
  );
  return completeSecrets({
    ...config,
    adminToken: config.adminToken ?? secrets.adminToken,
    tokenSecret: config.tokenSecret ?? secrets.tokenSecret,
  });
}

/**
 * The configuration a server starts with. Secrets come from ADMIN_TOKEN and TOKEN_SECRET; when
 * they are not set, a PGlite data folder keeps generated ones (`<DATA_DIR>/secrets.json`), an
 * in-memory database makes random ones for the process, and PostgreSQL refuses to start. A data
 * folder that holds no database is refused first unless start-up may create one.
 */
export async function loadStartupConfig(
  env: NodeJS.ProcessEnv = process.env,
  report?: (message: string) => void,
): Promise<Config> {
  const config = readConfig(env);
  // Before anything is written there: a folder that should hold the exchange and does not is refused.
  if (config.database.kind === 'pglite' && config.database.dataDir !== null) {
    await assertDataFolder(config.database.dataDir, config.database.create);
  }
  return resolveSecrets(config, report);
}
