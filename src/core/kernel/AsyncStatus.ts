/** Where a load stands, for skeletons ('loading') and error states. */
export type AsyncStatus = 'idle' | 'loading' | 'ready' | 'error';
