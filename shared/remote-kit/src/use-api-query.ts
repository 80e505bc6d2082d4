import { useCallback, useEffect, useState } from 'react';
import { errorCodeOf } from '@platform/api-client';
import type { ErrorCode } from '@platform/domain';

export type QueryState<T> =
  | { status: 'loading' }
  | { status: 'error'; code: ErrorCode }
  | { status: 'success'; data: T };

/**
 * Loads data once per `key` and exposes loading / error / success with a retry.
 * Deliberately small: screens here read a few lists; no cache library is worth its bytes yet.
 */
export function useApiQuery<T>(key: string, load: () => Promise<T>): QueryState<T> & { retry: () => void } {
  const [state, setState] = useState<QueryState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'success', data }),
      (error: unknown) => live && setState({ status: 'error', code: errorCodeOf(error) }),
    );
    return () => {
      live = false;
    };
    // `load` is a new closure every render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
