import { useStore } from 'zustand';
import type { SessionState, SessionStore } from './session-store';

/** Subscribes a component to part of the session store it was handed. */
export function useSession<T>(store: SessionStore, select: (state: SessionState) => T): T {
  return useStore(store, select);
}
