// `npm run cluster`: install, build, and serve the apps in front of the api as a deployment on
// this machine: PostgreSQL, Redis, three api processes and HAProxy, from Debian's packages
// (installed with apt-get when missing). The database starts empty and lives as long as the command.
import { runMain, runSteps } from './lib/run.mjs';
import { buildSteps, installStep, serveBuilds } from './lib/tasks.mjs';

runMain(async () => {
  if (await runSteps([installStep, ...buildSteps()])) await serveBuilds({ cluster: true });
});
