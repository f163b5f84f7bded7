import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty document, as a player's fresh page load would.
afterEach(() => {
  cleanup();
});
