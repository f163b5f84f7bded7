// `npm run setup`: installs the workspace's dependencies with the pinned pnpm
// (frozen lockfile when CI is set).
import { runMain, runSteps } from './lib/run.mjs';
import { installStep } from './lib/tasks.mjs';

runMain(() => runSteps([installStep]));
