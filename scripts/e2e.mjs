// `npm run test:e2e [-- playwright options]`: the browser tests against the existing
// production builds, with Chromium installed first when it is missing.
import { runMain, runSteps } from './lib/run.mjs';
import { browserTestStep } from './lib/tasks.mjs';

runMain(() => runSteps([browserTestStep(process.argv.slice(2))]));
