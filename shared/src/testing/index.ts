// Test helpers for the apps' own tests; never imported by application code.
export { renderPage } from './render-page';
export { deliverHubMessage, joinedHubGroups } from '../realtime/hub-testing';
export { translationProblems } from '../i18n/translation-check';
