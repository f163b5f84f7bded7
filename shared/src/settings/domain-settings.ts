import { z } from 'zod';
import { createStore, useStore } from 'zustand';

import type { RemoteName } from '../contracts/remote-modules';

const remoteNameSchema = z.enum(['auth', 'sports', 'casino', 'account'] satisfies RemoteName[]);

/**
 * A brand's settings file as the host needs it to start. Unknown fields are kept: the file also
 * holds bonuses, events, games and tv, which their own features read.
 */
export const domainSettingsSchema = z.looseObject({
  domain: z.string().optional(),
  domainTitle: z.string().min(1),
  description: z.string().optional(),
  favicon: z.string().optional(),
  mainLogo: z.string().optional(),
  bodyBgColor: z.string().optional(),
  siteSuspended: z.boolean().optional(),
  /** Per-brand remote manifest URLs that replace the platform defaults (allow-listed origins only). */
  remotes: z.partialRecord(remoteNameSchema, z.string()).optional(),
});

export type DomainSettings = z.infer<typeof domainSettingsSchema>;

export interface SettingsState {
  domainSetting: DomainSettings | null;
  setDomainSetting: (domainSetting: DomainSettings) => void;
}

export const settingsStore = createStore<SettingsState>()((set) => ({
  domainSetting: null,
  setDomainSetting: (domainSetting) => set({ domainSetting }),
}));

export function useSettingsStore<T>(selector: (state: SettingsState) => T): T {
  return useStore(settingsStore, selector);
}

export const selectDomainTitle = (state: SettingsState): string => state.domainSetting?.domainTitle ?? '';
