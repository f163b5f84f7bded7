// `npm start`: install, build, serve. Needs nothing but Node and npm: the pinned pnpm comes
// through npx and everything else from the install step.
import { runMain, runSteps } from './lib/run.mjs';
import { buildSteps, installStep, serveBuilds } from './lib/tasks.mjs';

runMain(async () => {
  if (await runSteps([installStep, ...buildSteps()])) await serveBuilds();
});
