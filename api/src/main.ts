import { serveApi } from './serve.js';

// Entry point of `node dist/main.js`.
await serveApi();
