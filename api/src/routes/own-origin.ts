import { DEFAULT_PORT } from '../config.js';

const defaultOrigin = new RegExp(`//localhost:${DEFAULT_PORT}\\b`, 'g');

/**
 * The demo brand files name this api at its default address (logos, `baseUrl`, `hubUrl`). An api
 * started on another port (`API_PORT`, a second stack beside the first) serves them with its own
 * port, so a page never talks to whichever api happens to listen on the default one.
 */
export function withOwnPort(text: string, port: number): string {
  return port === DEFAULT_PORT ? text : text.replace(defaultOrigin, `//localhost:${port}`);
}
