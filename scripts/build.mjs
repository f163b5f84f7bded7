// `npm run build`: tsc -b (api and declarations), then the production build of every
// front-end app into <app>/dist, with the time each one took.
import { runMain, runSteps } from './lib/run.mjs';
import { buildSteps } from './lib/tasks.mjs';

runMain(() => runSteps(buildSteps()));
