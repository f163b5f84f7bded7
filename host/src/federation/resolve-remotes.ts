import type { DomainSettings, RemoteName } from '@exchange/shared';

import type { PlatformConfig } from '../config/platform-config';

export interface RemoteEntry {
  name: RemoteName;
  entry: string;
}

export interface RefusedOverride {
  name: RemoteName;
  entry: string;
  reason: string;
}

export interface ResolvedRemotes {
  remotes: RemoteEntry[];
  refused: RefusedOverride[];
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The remotes to register: the platform defaults, replaced per brand by the settings' `remotes`
 * map only where the override's origin is on the allow-list. A refused override keeps the default.
 */
export function resolveRemotes(
  platform: Pick<PlatformConfig, 'remotes' | 'allowedRemoteOrigins'>,
  overrides: DomainSettings['remotes'],
): ResolvedRemotes {
  const allowed = new Set(platform.allowedRemoteOrigins.map((origin) => originOf(origin)));
  const refused: RefusedOverride[] = [];
  const remotes = (Object.keys(platform.remotes) as RemoteName[]).map((name): RemoteEntry => {
    const override = overrides?.[name];
    if (override === undefined) return { name, entry: platform.remotes[name] };
    const origin = originOf(override);
    if (origin === null) {
      refused.push({ name, entry: override, reason: 'it is not an absolute URL' });
    } else if (!allowed.has(origin)) {
      refused.push({ name, entry: override, reason: `origin ${origin} is not on the allow-list` });
    } else {
      return { name, entry: override };
    }
    return { name, entry: platform.remotes[name] };
  });
  return { remotes, refused };
}
