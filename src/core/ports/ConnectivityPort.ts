/** Whether the device has a network connection. */
export interface ConnectivityPort {
  /** True when the device reports being online. Never throws. */
  isOnline(): boolean;

  /** Calls `listener` whenever the online state changes; returns the unsubscribe function. */
  subscribe(listener: (online: boolean) => void): () => void;
}

export const ConnectivityPort = Symbol('ConnectivityPort');
