/** The hub connection states of the specification (point 4, "Real-time connection"). */
export const connectionStates = ['disconnected', 'connecting', 'connected', 'reconnecting', 'disconnecting'] as const;

export type ConnectionState = (typeof connectionStates)[number];
