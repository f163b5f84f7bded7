import { createUniqueId } from './unique-id';

/**
 * The singleton guard. Every app must consume this package through the federation share scope;
 * a second copy would split the stores, the API client and the hub connection without any error,
 * so a second initialisation is reported loudly instead.
 */
const registryKey = Symbol.for('exchange.platform.shared');

export interface PlatformRegistry {
  /** Id of the first copy that initialised on this page. */
  readonly instanceId: string;
  /** How many copies have initialised; anything above 1 is a build or federation mistake. */
  initialisations: number;
}

type RegistryHolder = { [registryKey]?: PlatformRegistry };

export const platformInstanceId: string = createUniqueId();

const holder = globalThis as RegistryHolder;
const existing = holder[registryKey];
if (existing) {
  existing.initialisations += 1;
  console.error(
    `@exchange/shared initialised ${existing.initialisations} times on this page ` +
      `(first copy ${existing.instanceId}, this copy ${platformInstanceId}). ` +
      'Each app must take it from the federation share scope, never bundle its own copy.',
  );
} else {
  holder[registryKey] = { instanceId: platformInstanceId, initialisations: 1 };
}

/** The page-wide registry, readable by diagnostics and tests. */
export function getPlatformRegistry(): PlatformRegistry {
  const registry = holder[registryKey];
  if (!registry) throw new Error('The platform registry is missing: @exchange/shared did not initialise.');
  return registry;
}
