// `npm run serve`: serves the existing production builds, each app on its own port, and
// runs the built api, until Ctrl-C.
import { runMain } from './lib/run.mjs';
import { serveBuilds } from './lib/tasks.mjs';

runMain(serveBuilds);
