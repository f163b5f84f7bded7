// The whole public surface of @exchange/shared. Apps import from here only.
export { ApiError, isApiError } from './api/api-error';
export type { ApiErrorKind } from './api/api-error';
export { remoteOfModule } from './contracts/remote-modules';
export type {
  AccountPagesModule,
  AuthPagesModule,
  CasinoPagesModule,
  PageComponent,
  RemoteModuleId,
  RemoteModules,
  RemoteName,
  Satisfies,
  SportsMenuProps,
  SportsPagesModule,
  SportsWidgetsModule,
} from './contracts/remote-modules';
export { getPlatformRegistry, platformInstanceId } from './platform/platform-instance';
export type { PlatformRegistry } from './platform/platform-instance';
export { connectionStates } from './realtime/connection-state';
export type { ConnectionState } from './realtime/connection-state';
export { clearStorageExceptBaseUrl, hasAccessToken, readStorage, storageKeys } from './storage/storage-keys';
export type { StorageKey } from './storage/storage-keys';
export { selectSidebarOpen, uiStore, useUiStore } from './stores/ui-store';
export type { UiActions, UiState, UiStore } from './stores/ui-store';
export { createBrandTheme, primaryColor, spinnerColor } from './theme/create-brand-theme';
export type { BrandThemeInput } from './theme/create-brand-theme';
export { PlannedPage } from './ui/planned-page';
export type { PlannedPageProps } from './ui/planned-page';
export { getEmotionCache, PlatformProvider, toastDefaults } from './ui/platform-provider';
export type { PlatformProviderProps } from './ui/platform-provider';
export { StandaloneRemote } from './ui/standalone-remote';
export type { StandaloneRemoteProps } from './ui/standalone-remote';
export { defaultMatchListId, sports } from './sports/sports';
export type { Sport, SportKey } from './sports/sports';
export { lazyNamed } from './ui/lazy-named';
export { domainSettingsSchema, selectDomainTitle, settingsStore, useSettingsStore } from './settings/domain-settings';
export type { DomainSettings, SettingsState } from './settings/domain-settings';
