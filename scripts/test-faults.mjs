// `npm run test:faults`: the fault suite alone (scripts/lib/fault-suite.mjs), its vitest files and the
// `@fault` browser tests against the existing production builds (`npm run build` first). `npm test`
// runs the same tests among all the others.
import { faultTag, faultUnitTestFiles } from './lib/fault-suite.mjs';
import { runMain, runSteps } from './lib/run.mjs';
import { browserTestStep, unitTestsOf } from './lib/tasks.mjs';

runMain(() =>
  runSteps([
    unitTestsOf(faultUnitTestFiles),
    // `--no-deps`: the api-down spec's project waits for the others, which the tag leaves out.
    browserTestStep(['--grep', faultTag, '--no-deps']),
  ]),
);
