import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BrokerProfile, CompanyState, UserState, UserType } from './session-state';
import { INITIAL_USER_STATE } from './session-state';

export interface SessionState {
  user: UserState;
  company: CompanyState | null;
  broker: BrokerProfile | null;
  /** Replace the user part (after sign-in or `/v3/me`). */
  setUser: (user: Partial<UserState>) => void;
  setCompany: (company: CompanyState | null) => void;
  setBroker: (broker: BrokerProfile | null) => void;
  /** Back to a guest, keeping what was read from the URL at start (`user_type`). */
  signOut: () => void;
}

export type SessionStore = StoreApi<SessionState>;

/**
 * Creates the session store. The shell creates exactly one and hands it to every parcel;
 * remotes read it with `useSession` and never create their own.
 */
export function createSessionStore(initial: { userType?: UserType | null } = {}): SessionStore {
  return createStore<SessionState>()((set, get) => ({
    user: { ...INITIAL_USER_STATE, user_type: initial.userType ?? null },
    company: null,
    broker: null,
    setUser: (user) => set({ user: { ...get().user, ...user } }),
    setCompany: (company) => set({ company }),
    setBroker: (broker) => set({ broker }),
    signOut: () =>
      set({ user: { ...INITIAL_USER_STATE, user_type: get().user.user_type }, company: null, broker: null }),
  }));
}

/** Reads `user_type` from a query string (spec: read at start). Unknown values are ignored. */
export function readUserTypeParam(search: string): UserType | null {
  const value = new URLSearchParams(search).get('user_type');
  return value === 'company' || value === 'individual' || value === 'broker' ? value : null;
}
