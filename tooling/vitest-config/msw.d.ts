export interface MswServerLike {
  listen: (options?: { onUnhandledRequest?: 'error' | 'warn' | 'bypass' }) => void;
  resetHandlers: () => void;
  close: () => void;
}
export function useMswServer(server: MswServerLike, options?: { onReset?: () => void }): void;
