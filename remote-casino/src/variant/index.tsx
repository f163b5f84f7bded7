import { StandaloneRemote } from '@exchange/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import * as livePages from './expose/pages';

// The live lobby alone (its dev server, dist-variant/index.html); in the app the host mounts the exposed modules.
const root = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(root).render(
  <StrictMode>
    <StandaloneRemote remote="casino" pages={livePages} />
  </StrictMode>,
);
