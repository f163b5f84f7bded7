// `npm test`: everything CI checks, in order, stopping at the first failure: install, lint,
// formatting, type-check, unit tests, production build, remote manifests, browser tests.
import { runMain, runSteps } from './lib/run.mjs';
import {
  appBuildSteps,
  browserTestStep,
  formatCheckStep,
  installStep,
  lintStep,
  manifestCheckStep,
  typecheckStep,
  unitTestStep,
} from './lib/tasks.mjs';

runMain(() =>
  runSteps([
    installStep,
    lintStep,
    formatCheckStep,
    // Also the build's first half: it emits api/dist, so only the apps are left to build.
    typecheckStep,
    unitTestStep,
    ...appBuildSteps(),
    manifestCheckStep,
    browserTestStep([]),
  ]),
);
