// Test helpers for the apps' own tests; never imported by application code.
export { renderPage } from './render-page';
