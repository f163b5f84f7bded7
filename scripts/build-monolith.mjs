// `npm run build:monolith`: the host with every remote's pages bundled in, no federation, into
// host/dist-monolith. Only the benchmark uses it (npm run bench), to see what federation costs.
import { runMain, runSteps } from './lib/run.mjs';
import { monolithBuildStep } from './lib/tasks.mjs';

runMain(() => runSteps([monolithBuildStep]));
