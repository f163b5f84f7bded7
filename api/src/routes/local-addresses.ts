import { DEFAULT_PORT } from '../config.js';

const defaultLocalAddress = new RegExp(`//localhost:${DEFAULT_PORT}(?![0-9])`, 'g');

/**
 * The bundled demo settings (api/cdn/settings) name this api at its default local address,
 * `http://localhost:4000`. An api started on another port (a second checkout beside the first, a
 * CI run next to a developer's stack) answers them with its own port, so the brand's `baseUrl`,
 * hub and images point at the api that served them. Other hosts are left alone: an operator's
 * settings name their real addresses.
 */
export function withOwnLocalAddress(settingsText: string, port: number): string {
  if (port === DEFAULT_PORT || port <= 0) return settingsText;
  return settingsText.replace(defaultLocalAddress, `//localhost:${port}`);
}
