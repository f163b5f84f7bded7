// Build-time platform contract, imported by every app's rspack config: the one shared map (MUI
// shared by public path), the module names each remote must expose, and the config factory that
// applies the federation settings every build needs. Plain ESM so that config files load it
// without a TypeScript step.
export { sharedDependencies, sharedPackageName } from './shared-dependencies.mjs';
export { remoteExposes, remoteNames, assertExposesMatchContract } from './remote-exposes.mjs';
export { createAppConfig } from './create-app-config.mjs';
export { muiSharing } from './mui-sharing.mjs';
