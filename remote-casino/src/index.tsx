import { StandaloneRemote } from '@exchange/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import * as pages from './expose/pages';

// Runs this remote alone on its dev server; inside the app the host mounts the exposed modules.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <StandaloneRemote remote="casino" pages={pages} />
  </StrictMode>,
);
