// The whole public surface of @exchange/shared. Apps import from here only.
export { ApiError, isApiError } from './api/api-error';
export type { ApiErrorKind, ApiErrorOptions, Said } from './api/api-error';
export { apiGet, apiPost, apiRequest, configureApiClient, currentBaseUrl, setPayloadCodec } from './api/http-client';
export type { ApiClientOptions, CallConfig, RequestConfig } from './api/http-client';
export { configureServiceHosts, serviceBaseUrl } from './api/service-hosts';
export type { ServiceHosts, ServiceName } from './api/service-hosts';
export type { CallOptions } from './api/call-options';
export { defineEndpoint, invalidRequestMessage, unreadableAnswerMessage } from './api/define-endpoint';
export type { Endpoint, EndpointDefinition } from './api/define-endpoint';
export { internalServerErrorMessage, networkErrorMessage, toApiError } from './api/error-catalogue';
export {
  onApiRecovered,
  reachabilityStore,
  reportApiAnswered,
  reportApiUnreachable,
  selectApiReachable,
  selectConnectionLostAt,
  useConnectionLost,
  useReachabilityStore,
} from './api/api-reachability';
export type { ReachabilityState, ReachabilityStore } from './api/api-reachability';
export { base64JsonCodec, identityCodec, payloadCodecFor, payloadCodecHeader } from './api/payload-codec';
export type { PayloadCodec } from './api/payload-codec';
export { sanitizeSentValue, sanitizeText } from './api/sanitize';
export type { SanitizeFlag, SentTextRules } from './api/sanitize';
export { getAccessTokenValidateTime, logout, refreshToken } from './api/endpoints/session';
export type { LogoutInput } from './api/endpoints/session';
export { getUserExpectedProfitLoss, getUserOpenBets } from './api/endpoints/bets';
export type { OpenBet, OpenBets, ProfitLossItem } from './api/endpoints/bets';
export type { LoginResult, StakeButton } from '@exchange/contracts';
export { getCasinoGameUrl } from './api/endpoints/casino';
export { getSettingExpiry, lookupIp } from './api/endpoints/settings';
export {
  createSessionStore,
  selectAvailable,
  selectBalance,
  selectExposure,
  selectLoggedIn,
  selectShowBalance,
  selectShowExposure,
  selectStakes,
  selectUserInfo,
  sessionStore,
  tokenRefreshLeadMs,
  useSessionStore,
} from './session/session-store';
export type { BalanceUpdate, SessionActions, SessionState, SessionStore, UserInfo } from './session/session-store';
export { openBetsQuery, profitLossQuery } from './bets/bets-queries';
export {
  isOpenBetsQuery,
  loadBetsFromStorageOrFetch,
  refreshOpenBets,
  refreshProfitLoss,
  subscribeToOpenBets,
} from './bets/bets-cache';
export { useOpenBets, useProfitLoss } from './bets/use-bets';
export {
  defaultStaleTimeMs,
  isRetryableError,
  maxQueryRetries,
  platformMutationDefaults,
  platformQueryDefaults,
  shouldRetryQuery,
} from './query/query-client';
export { getQueryClient, loadQueryClient, prefetchQueryData, setQueryClient } from './query/platform-query-client';
export { clearPlayerQueries, isPublicQuery, publicQueryMeta } from './query/player-queries';
export { queryKeys } from './query/query-keys';
export { loadingStore, selectIsLoading, useLoadingStore } from './stores/loading-store';
export type { LoadingActions, LoadingState, LoadingStore } from './stores/loading-store';
export { remoteOfModule } from './contracts/remote-modules';
export type {
  AccountPagesModule,
  AuthPagesModule,
  CasinoPagesModule,
  PageComponent,
  PageParams,
  RemoteModuleId,
  RemoteModules,
  RemoteName,
  Satisfies,
  EventBettingProps,
  SportsMenuProps,
  SportsPagesModule,
  SportsWidgetsModule,
} from './contracts/remote-modules';
export { paths, routePatterns } from './routes/paths';
export type { MarketsPathInput, PathName, PathSegment, RedirectQuery } from './routes/paths';
export { getPlatformRegistry, platformInstanceId } from './platform/platform-instance';
export type { PlatformRegistry } from './platform/platform-instance';
export { createUniqueId } from './platform/unique-id';
export type { RandomSource } from './platform/unique-id';
export { connectionStates } from './realtime/connection-state';
export type { ConnectionState } from './realtime/connection-state';
export { connectRealtime, disconnectRealtime } from './realtime/realtime-connection';
export { realtimeTimings } from './realtime/realtime-options';
export type { RealtimeOptions, RealtimeTimers } from './realtime/realtime-options';
export { userBalanceCode, userBalanceSchema } from './realtime/hub-messages';
export type { UserBalance } from './realtime/hub-messages';
export { realtimeHub } from './realtime/hub-subscriptions';
export type { RealtimeHub } from './realtime/hub-subscriptions';
export type { RealtimeLogger } from './realtime/realtime-logger';
export { useHubGroup, useHubSubscription } from './realtime/use-hub-subscription';
export { realtimeStore, selectConnectionState, selectRealtimeError, useRealtimeStore } from './realtime/realtime-store';
export type { RealtimeActions, RealtimeState, RealtimeStore } from './realtime/realtime-store';
export { reconnectDelayMs, reconnectDelaysMs } from './realtime/reconnect-backoff';
export { browserWakeups } from './realtime/realtime-wakeups';
export {
  clearStorageExceptBaseUrl,
  hasAccessToken,
  preferenceKeys,
  readStorage,
  storageKeys,
} from './storage/storage-keys';
export type { StorageKey } from './storage/storage-keys';
export { selectBetSlipOpen, selectSidebarOpen, uiStore, useUiStore } from './stores/ui-store';
export type { UiActions, UiState, UiStore } from './stores/ui-store';
export {
  applyStoredColorScheme,
  colorSchemeAttribute,
  colorSchemeNames,
  defaultColorScheme,
  isColorSchemeName,
  readStoredColorScheme,
} from './theme/color-scheme';
export type { ColorSchemeName } from './theme/color-scheme';
export {
  brandColourSchemes,
  filledPrimary,
  minimumTextContrast,
  primaryColor,
  primaryTextColour,
  resolveThemeChoice,
  spinnerColor,
  themeChoiceKey,
} from './theme/create-brand-theme';
export { brandVariablesCss } from './theme/brand-variables';
export type { BrandThemeInput, ResolveBrandThemeInput, SchemeColours, ThemeChoice } from './theme/create-brand-theme';
export { defaultThemeName, isHexColor, isThemeName, namedPalettes, themeNames } from './theme/named-themes';
export type { NamedPalette, ThemeName } from './theme/named-themes';
export { PlatformProvider } from './ui/platform-provider';
export { useBrandThemeChoice } from './ui/brand-theme-context';
export { loadMuiPlatformProvider, MuiScope } from './ui/mui-scope';
export { loadPlayerProviders, PlayerProviders } from './ui/load-player-providers';
export type { PlayerProvidersProps } from './ui/player-providers';
export { toastDefaults, toastStackProps } from './ui/toast-stack';
export type { PlatformProviderProps } from './ui/platform-provider';
export { readStyleNonce } from './ui/style-nonce';
export { StandaloneRemote } from './ui/standalone-remote';
export type { StandaloneRemoteProps } from './ui/standalone-remote';
export { defaultMatchListId, sports } from './sports/sports';
export type { Sport, SportKey } from './sports/sports';
export {
  getTreeSportWithEvent,
  isEventInPlay,
  marketsPathOfEvent,
  readStoredSportTree,
  sportTreeQuery,
  sportTreeQueryKey,
  sportTreeRefreshMs,
} from './sports/sport-tree';
export { lazyNamed, lazyPage, type PreloadablePage } from './ui/lazy-named';
export {
  domainCodecs,
  domainSettingsSchema,
  maxDescriptionLength,
  maxDomainTitleLength,
  selectDomainSetting,
  selectDomainTitle,
  settingsStore,
  useSettingsStore,
} from './settings/domain-settings';
export type { DomainCodec, DomainSettings, SettingsState } from './settings/domain-settings';
export { capText, toSafeHandle, toSafeUrl } from './settings/safe-values';
export { isSportActive, isSportEnabledForDomain, sportsListedForDomain } from './settings/sport-availability';
export type { SportAudience, SportFlags } from './settings/sport-availability';
export { VisibilityIcon } from './ui/visibility-icon';
export { EmptyState, ErrorState, LoadingRows } from './ui/query-state/query-state';
export { ConnectionLostNotice } from './ui/connection-notice';
export type { EmptyStateProps, ErrorStateProps, LoadingRowsProps } from './ui/query-state/query-state';
export {
  PlainAlert,
  PlainButton,
  PlainButtonLink,
  PlainIcon,
  PlainIconButton,
  PlainLink,
  PlainStack,
  PlainText,
  ProgressBar,
  Spinner,
} from './ui/plain/plain-components';
export type {
  AlertSeverity,
  PlainAlertProps,
  PlainButtonLinkProps,
  PlainButtonProps,
  PlainTextProps,
  PlainTextVariant,
} from './ui/plain/plain-components';
export { usePlainStyles } from './ui/plain/plain-styles';
export { useStaticStyles } from './ui/plain/static-styles';
export {
  addTranslations,
  changeLanguage,
  commonNamespace,
  currentLanguage,
  i18n,
  loadTranslations,
  registerTranslations,
} from './i18n/i18n-instance';
export type { Translations, TranslationsLoader } from './i18n/i18n-instance';
export { useLanguage, useLocaleFormat, useTranslateRefusal } from './i18n/i18n-hooks';
export { translateRefusal } from './i18n/refusal-text';
export { hindiRefusals, refusalResources } from './i18n/refusal-resources';
export { hindiLines, lineResources, lineTables } from './i18n/line-resources';
export type { LineSection } from './i18n/line-resources';
export { sayLine, useSayLine } from './i18n/line-text';
export type { SentLine } from './i18n/line-text';
export type { LocaleFormat } from './i18n/i18n-hooks';
export {
  defaultLanguage,
  isLanguage,
  languageLocales,
  languageNames,
  languageOfTag,
  supportedLanguages,
} from './i18n/languages';
export type { Language } from './i18n/languages';
export { firstScreenFormats, formatAmount, formatDateTime, formatNumber } from './i18n/locale-format';
