import * as z from 'zod/mini';
import { createStore, useStore } from 'zustand';

import type { RemoteName } from '../contracts/remote-modules';
import { isHexColor, isThemeName } from '../theme/named-themes';
import { capText, toSafeHandle, toSafeUrl } from './safe-values';

const remoteNameSchema = z.enum(['auth', 'sports', 'casino', 'account'] satisfies RemoteName[]);

export const maxDomainTitleLength = 120;
export const maxDescriptionLength = 300;

/** The request/response codecs a brand's backend may speak (DESIGN 4: identity by default). */
export const domainCodecs = ['identity', 'base64-json'] as const;
export type DomainCodec = (typeof domainCodecs)[number];

// An optional field: JSON files often write `null` for "not set", which means the same as absent.
const optional = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.pipe(
      z.nullish(schema),
      z.transform((value: z.output<T> | null | undefined): z.output<T> | undefined => value ?? undefined),
    ),
  );

/** A string that is dropped (parsed to undefined) when it is not safe; any other type fails. */
const sanitised = <T extends string>(toSafe: (value: string) => T | undefined) =>
  z.optional(
    z.pipe(
      z.nullish(z.string()),
      z.transform((value: string | null | undefined) => (value == null ? undefined : toSafe(value))),
    ),
  );

const safeUrl = sanitised(toSafeUrl);
const safeHandle = sanitised(toSafeHandle);
const flag = optional(z.boolean());

/**
 * A brand's settings file (specification point 3, "Domain setting"), validated on the way in.
 * Missing `domainTitle` or a value of the wrong type fails; a value of the right type that is not
 * safe to render (a `javascript:` link, a handle with markup, a colour that is not hex) is dropped.
 * React renders the title and description as text, so they are only capped, never stripped.
 * Unknown fields are kept: other features read them.
 */
export const domainSettingsSchema = z.looseObject({
  domain: optional(z.string()),
  domainTitle: z.pipe(
    z.string().check(z.refine((title) => title.trim() !== '', 'must not be blank')),
    z.transform((title: string) => capText(title, maxDomainTitleLength)),
  ),
  description: optional(
    z.pipe(
      z.string(),
      z.transform((text: string) => capText(text, maxDescriptionLength)),
    ),
  ),
  mainLogo: safeUrl,
  authBackgroundImage: safeUrl,
  authLogoImage: safeUrl,
  favicon: safeUrl,
  /** The API base of the brand; stored as `baseUrl` for the API client. */
  baseUrl: safeUrl,
  /** The real-time hub of the brand, when it is not the platform's. */
  hubUrl: safeUrl,
  siteSuspended: flag,
  bodyBgColor: sanitised((value) => (isHexColor(value) ? value : undefined)),
  /** A named theme; a name the platform does not know is ignored. */
  theme: sanitised((value) => (isThemeName(value) ? value : undefined)),
  codec: optional(z.enum(domainCodecs)),
  showSupportLink: flag,
  supportLink: safeUrl,
  telegramId: safeHandle,
  instagramId: safeHandle,
  showDepositW: flag,
  football: flag,
  tennis: flag,
  cricket: flag,
  kabaddi: flag,
  horseRacing: flag,
  /**
   * The api's, not the brand's: its settings answers set it while it simulates payments
   * (`SANDBOX_PAYMENTS=on`), whatever the file says, and every page then shows the "sandbox" mark.
   */
  sandboxPayments: flag,
  // Read by their own features, which validate them where they use them.
  bonuses: z.optional(z.unknown()),
  events: z.optional(z.unknown()),
  games: z.optional(z.unknown()),
  tv: z.optional(z.unknown()),
  /** Per-brand remote manifest URLs that replace the platform defaults (allow-listed origins only). */
  remotes: z.optional(z.partialRecord(remoteNameSchema, z.string())),
});

export type DomainSettings = z.output<typeof domainSettingsSchema>;

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

export const selectDomainSetting = (state: SettingsState): DomainSettings | null => state.domainSetting;

export const selectDomainTitle = (state: SettingsState): string => state.domainSetting?.domainTitle ?? '';
