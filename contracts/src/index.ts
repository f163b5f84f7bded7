// The whole public surface of @exchange/contracts: pure, stateless, zod only. The api and every app
// import it; each app bundles its own copy, so a remote may carry a newer one than the host.
export { errorBodySchema, fail, failureEnvelopeSchema, ok, successEnvelopeSchema } from './envelope.js';
export type { ApiFailure, ApiResponse, ApiSuccess, ErrorBody } from './envelope.js';
export {
  accountFormMessages,
  firstProblem,
  indianMobilePattern,
  loginFormSchema,
  minPasswordLength,
  mobileSchema,
  passwordSchema,
  signupFormSchema,
  usernamePattern,
  usernameSchema,
  validateForm,
  verificationCodePattern,
  verificationCodeSchema,
  verificationFormSchema,
} from './account-forms.js';
export type { FieldErrors, FormValidation, LoginForm, SignupForm, VerificationForm } from './account-forms.js';
export {
  anyResultSchema,
  authenticateRequestSchema,
  changePasswordRequestSchema,
  ipLookupResultSchema,
  loginAttemptSchema,
  loginAttemptsQuerySchema,
  loginResultSchema,
  logoutRequestSchema,
  pagedResultSchema,
  refreshTokenRequestSchema,
  refreshTokenResultSchema,
  registerRequestSchema,
  registerResultSchema,
  resendVerificationCodeRequestSchema,
  verifyUserRequestSchema,
} from './account-calls.js';
export type {
  AuthenticateRequest,
  ChangePasswordRequest,
  IpLookupResult,
  LoginAttempt,
  LoginAttemptsQuery,
  LoginResult,
  LogoutRequest,
  PagedResult,
  RefreshTokenRequest,
  RefreshTokenResult,
  RegisterRequest,
  RegisterResult,
  ResendVerificationCodeRequest,
  VerifyUserRequest,
} from './account-calls.js';
export { openBetSchema, openBetsSchema, profitLossItemSchema, profitLossSchema } from './bets-calls.js';
export type { OpenBet, OpenBets, ProfitLossItem } from './bets-calls.js';
export {
  casinoGameSchema,
  casinoGamesSchema,
  casinoGameUrlRequestSchema,
  casinoGameUrlResultSchema,
  casinoSections,
  casinoSectionSchema,
} from './casino-calls.js';
export type { CasinoGame, CasinoGameUrlRequest, CasinoGameUrlResult, CasinoSection } from './casino-calls.js';
export { serverSettingSchema, settingExpirySchema } from './settings-calls.js';
export type { ServerSetting, SettingExpiry } from './settings-calls.js';
export { defaultStakeButtons, stakeButtonSchema } from './stakes.js';
export type { StakeButton } from './stakes.js';
export { maxExactAmount, maxOdds, minOdds, moneyPattern, moneySchema, oddsSchema } from './values.js';
export type { Money, Odds } from './values.js';
export {
  ladderIndex,
  ladderLength,
  ladderMaximum,
  ladderMinimum,
  isOnLadder,
  nearestOnLadder,
  priceAt,
  stepOdds,
} from './price-ladder.js';
export {
  eventListSchema,
  eventMarketsQuerySchema,
  eventMarketsSchema,
  eventQuerySchema,
  eventsBySportQuerySchema,
  eventStatusSchema,
  fancyQuoteSchema,
  inPlayMatchDate,
  inPlayStatus,
  marketGroup,
  marketKindSchema,
  marketOddsQuerySchema,
  marketOddsSchema,
  marketPricesCode,
  marketPricesSchema,
  marketSchema,
  marketStateSchema,
  marketTypeSchema,
  priceLevelSchema,
  runnerPriceSchema,
  runnerPricesSchema,
  runnerSchema,
  scorecardSchema,
  sportEventSchema,
  sportIds,
  sportTreeSchema,
  sportWithEventsSchema,
  videoLinkSchema,
} from './sports-calls.js';
export type {
  EventMarkets,
  EventStatus,
  EventsBySportQuery,
  FancyQuote,
  Market,
  MarketKind,
  MarketPrices,
  MarketState,
  MarketType,
  PriceLevel,
  Runner,
  RunnerPrice,
  RunnerPrices,
  Scorecard,
  SportEvent,
  SportId,
  SportTree,
  SportWithEvents,
  VideoLink,
} from './sports-calls.js';
export {
  betLiability,
  betProfit,
  bookmakerWinnings,
  cashOut,
  commission,
  exchangeWinnings,
  fancyExposure,
  fancyProfitLoss,
  fromMinor,
  marketExposure,
  projectedProfitLoss,
  toMinor,
} from './exchange-math.js';
export type { CashOut, ExchangeSide, FancyBet, FancySide, MarketPricing, RunnerBet } from './exchange-math.js';
export {
  betChangedCode,
  betHistoryRequestSchema,
  betLimitSchema,
  betLimitsSchema,
  betSchema,
  betSideSchema,
  betStatusSchema,
  cancelBetsRequestSchema,
  cancelBetsResultSchema,
  cashOutRequestSchema,
  inPlayPersistenceSchema,
  marketProfitLossSchema,
  placeBetRequestSchema,
  placeBetResultSchema,
  runnerProfitLossSchema,
} from './betting-calls.js';
export type {
  Bet,
  BetHistoryRequest,
  BetLimit,
  BetSide,
  BetStatus,
  CancelBetsRequest,
  CashOutRequest,
  InPlayPersistence,
  MarketProfitLoss,
  PlaceBetRequest,
  PlaceBetResult,
} from './betting-calls.js';
