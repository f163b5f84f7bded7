// Test helpers for the apps' own tests; never imported by application code.
export { renderPage } from './render-page';
export { renderRoute } from './render-route';
export type { RenderedRoute, RenderRouteOptions, SessionSeed } from './render-route';
export { setupRemoteTests } from './setup-remote-tests';
export type { SetupRemoteTestsOptions } from './setup-remote-tests';
export { createTestQueryClient } from './test-query-client';
export { failEnvelope, fakeApiBase, fakeNetwork, okEnvelope } from './fake-network';
export { observeCall } from './observe-call';
export type { ObservedCall } from './observe-call';
export type { AnswerBuilder, FakeNetwork, HeldAnswer, RecordedRequest } from './fake-network';
export { deliverHubMessage, joinedHubGroups } from '../realtime/hub-testing';
export { translationProblems } from '../i18n/translation-check';
export { createBrandTheme, resolveBrandTheme } from '../theme/mui-brand-theme';
export { MuiPlatformProvider } from '../ui/mui-platform-provider';
