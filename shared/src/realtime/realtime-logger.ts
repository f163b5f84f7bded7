/** Where the hub client reports what it cannot act on; tests hand in their own. */
export interface RealtimeLogger {
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: RealtimeLogger = {
  warn: (message, ...error) => console.warn(message, ...error),
  error: (message, ...error) => console.error(message, ...error),
};
