// The whole public surface of @exchange/contracts: pure, stateless, zod only. The api and every app
// import it; each app bundles its own copy, so a remote may carry a newer one than the host.
export { errorBodySchema, fail, failureEnvelopeSchema, ok, successEnvelopeSchema } from './envelope.js';
export type { ApiFailure, ApiResponse, ApiSuccess, ErrorBody } from './envelope.js';
export { fillTemplate, templateForm, templateNames, templateResources } from './wording.js';
export type { Template, TemplateTable, Wording, WordingValues } from './wording.js';
export { isRefusalCode, refusal, refusalTables, refusalText, refusalTexts } from './refusals.js';
export type { Refusal, RefusalCode } from './refusals.js';
export { requestRefusals } from './request-refusals.js';
export { casinoRefusals } from './casino-refusals.js';
export type { CasinoRefusalCode } from './casino-refusals.js';
export { wordingSchema } from './wording-schema.js';
export { isStatementLineCode, statementLine, statementLineText, statementLineTexts } from './statement-lines.js';
export type { StatementLine, StatementLineCode } from './statement-lines.js';
export { isScoreLineCode, scoreLine, scoreLineText, scoreLineTexts } from './score-lines.js';
export type { ScoreLine, ScoreLineCode } from './score-lines.js';
export { accountRefusals } from './account-refusals.js';
export {
  accountFormMessages,
  changePasswordFormSchema,
  firstProblem,
  forgotPasswordFormSchema,
  indianMobilePattern,
  loginFormSchema,
  minPasswordLength,
  mobileSchema,
  passwordSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  usernamePattern,
  usernameSchema,
  validateForm,
  verificationCodePattern,
  verificationCodeSchema,
  verificationFormSchema,
} from './account-forms.js';
export type {
  AccountFormCode,
  ChangePasswordForm,
  FieldErrors,
  ForgotPasswordForm,
  FormValidation,
  LoginForm,
  ResetPasswordForm,
  SignupForm,
  VerificationForm,
} from './account-forms.js';
export {
  anyResultSchema,
  authenticateRequestSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotPasswordResultSchema,
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
  resetPasswordRequestSchema,
  resetPasswordResultSchema,
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
  casinoGameListSchema,
  casinoGameSchema,
  casinoGamesRequestSchema,
  casinoGamesSchema,
  casinoGameUrlRequestSchema,
  casinoGameUrlResultSchema,
  casinoSections,
  casinoSectionSchema,
  cleanCasinoName,
  crashGame,
  gameFrameMessageSchema,
  gameSectionOf,
  isCasinoSection,
  maxCasinoNameLength,
  parseGameFrameMessage,
  readCasinoCatalogue,
  safeArtworkUrl,
} from './casino-calls.js';
export type {
  CasinoCatalogue,
  CasinoCatalogueProblem,
  CasinoGame,
  CasinoGamesRequest,
  CasinoGameUrlRequest,
  CasinoGameUrlResult,
  CasinoSection,
  GameFrameMessage,
  LobbySettingsMessage,
} from './casino-calls.js';
export { serverSettingSchema, settingExpirySchema } from './settings-calls.js';
export type { ServerSetting, SettingExpiry } from './settings-calls.js';
export { defaultStakeButtons, stakeButtonSchema } from './stakes.js';
export type { StakeButton } from './stakes.js';
export { maxOdds, minOdds, moneyPattern, moneySchema, oddsSchema } from './values.js';
// Money end to end: bigint minor units, read from and written to decimal text exactly.
export {
  formatMinor,
  maxExactAmount,
  minorToNumber,
  nearestMinor,
  parseMinor,
  readMinor,
  toHundredths,
} from './money.js';
export type { MinorUnits, MoneyProblem } from './money.js';
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
  finishedStatus,
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
  marketExposure,
  projectedProfitLoss,
} from './exchange-math.js';
export type { CashOut, ExchangeSide, FancyBet, FancySide, MarketPricing, RunnerBet } from './exchange-math.js';
export {
  betChangedCode,
  betChangedMessageSchema,
  betHistoryRequestSchema,
  betHistorySchema,
  betHistoryStatuses,
  betHistoryStatusSchema,
  eventProfitLossSchema,
  marketSettlementSchema,
  maxProfitLossDays,
  profitLossHistoryQuerySchema,
  profitLossHistorySchema,
  profitLossPointSchema,
  profitLossTotalsSchema,
  betLimitSchema,
  betLimitsSchema,
  betSchema,
  betSideSchema,
  betStatusSchema,
  cancelBetsRequestSchema,
  cancelBetsResultSchema,
  cashOutPercents,
  cashOutRequestSchema,
  cashOutResultSchema,
  inPlayPersistenceSchema,
  marketProfitLossSchema,
  placeBetRequestSchema,
  placeBetResultSchema,
  replaceBetRequestSchema,
  runnerProfitLossSchema,
} from './betting-calls.js';
export type {
  Bet,
  BetHistory,
  BetHistoryRequest,
  BetHistoryStatus,
  EventProfitLoss,
  MarketSettlement,
  ProfitLossHistory,
  ProfitLossHistoryQuery,
  ProfitLossPoint,
  ProfitLossTotals,
  BetLimit,
  BetSide,
  BetStatus,
  BetChangedMessage,
  CancelBetsRequest,
  CashOutRequest,
  CashOutResult,
  InPlayPersistence,
  MarketProfitLoss,
  PlaceBetRequest,
  PlaceBetResult,
  ReplaceBetRequest,
} from './betting-calls.js';
export { betRefusals } from './bet-refusals.js';
export type { BetRefusalCode } from './bet-refusals.js';
// The account remote's money calls and form rules: statement, payments, stake buttons, bonuses.
export {
  maxPageSize,
  maxStatementDays,
  pageQueryShape,
  statementEntrySchema,
  statementTypeOf,
  statementTypes,
  transactionDetailQuerySchema,
  transactionDetailSchema,
  transactionHistoryQuerySchema,
  transactionHistorySchema,
  transactionMessages,
} from './transactions-calls.js';
export type {
  StatementEntry,
  StatementType,
  TransactionCode,
  TransactionDetail,
  TransactionDetailQuery,
  TransactionHistory,
  TransactionHistoryQuery,
} from './transactions-calls.js';
export {
  accountHolderSchema,
  accountNumberPattern,
  accountNumberSchema,
  amountTextPattern,
  amountToPaise,
  bankWithdrawalFormSchema,
  checkReceiptFile,
  depositAmountSchema,
  findUtr,
  ifscPattern,
  ifscSchema,
  manualDepositFormSchema,
  normaliseAmount,
  paymentLimits,
  paymentMessages,
  receiptRules,
  receiptUploadRequestSchema,
  sniffImageType,
  upiDepositFormSchema,
  upiIdPattern,
  upiIdSchema,
  upiWithdrawalFormSchema,
  utrPattern,
  utrSchema,
  withdrawalAmountSchema,
} from './payments-forms.js';
export type {
  BankWithdrawalForm,
  ManualDepositForm,
  PaymentCode,
  ReceiptContentType,
  UpiDepositForm,
  UpiWithdrawalForm,
} from './payments-forms.js';
// A receipt's size in pixels from its header, checked before anything decodes it.
export { imagePixelLimits, readImageSize, withinPixelLimits } from './image-size.js';
export type { ImageSize } from './image-size.js';
export {
  bankPaymentMethodSchema,
  checkPaymentRequestSchema,
  createDepositRequestSchema,
  createWithdrawalRequestSchema,
  generatePaymentRequestSchema,
  idempotencyKeySchema,
  imageTextQuerySchema,
  paymentInfoSchema,
  paymentMethodSchema,
  paymentRequestMethods,
  paymentRequestPageSchema,
  paymentRequestSchema,
  paymentRequestsQuerySchema,
  paymentRequestStatuses,
  paymentRequestTypes,
  receiptTextStatuses,
  storedImageSchema,
  upiPaymentMethodSchema,
  upiPaymentSchema,
  upiPaymentStatuses,
} from './payments-calls.js';
export type {
  CheckPaymentRequest,
  CreateDepositRequest,
  CreateWithdrawalRequest,
  GeneratePaymentRequest,
  ImageTextQuery,
  PaymentInfo,
  PaymentMethod,
  PaymentRequest,
  PaymentRequestPage,
  PaymentRequestsQuery,
  PaymentRequestStatus,
  StoredImage,
  UpiPayment,
  UpiPaymentStatus,
} from './payments-calls.js';
export {
  maxStakeButtonValue,
  maxStakeLabelLength,
  stakeButtonCount,
  stakeButtonFormSchema,
  stakeFormMessages,
  userStakeAddRequestSchema,
  userStakesResultSchema,
} from './stake-forms.js';
export type { StakeButtonForm, StakeFormCode, UserStakeAddRequest } from './stake-forms.js';
export { bonusListSchema, bonusMessages, bonusSchema, bonusStatuses, claimBonusRequestSchema } from './bonus-calls.js';
export type { Bonus, BonusCode, BonusStatus, ClaimBonusRequest } from './bonus-calls.js';
export {
  breakEnd,
  breakKindOf,
  breakPeriods,
  breakResultSchema,
  limitAmountSchema,
  limitKinds,
  limitPeriods,
  limitRaiseDelayHours,
  limitsFormSchema,
  limitStateSchema,
  maxResponsibleLimit,
  realityCheckChoices,
  realityCheckSchema,
  responsiblePlayMessages,
  responsiblePlaySettingsSchema,
  selfExclusionPeriods,
  setLimitsRequestSchema,
  setRealityCheckRequestSchema,
  takeBreakRequestSchema,
} from './responsible-play-calls.js';
export type {
  BreakPeriod,
  BreakResult,
  LimitKind,
  LimitPeriod,
  LimitsForm,
  LimitState,
  RealityCheck,
  RealityCheckMinutes,
  ResponsiblePlayCode,
  ResponsiblePlaySettings,
  SetLimitsRequest,
  SetRealityCheckRequest,
  TakeBreakRequest,
} from './responsible-play-calls.js';

export { failure, success, type Result } from './result.js';
