import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '@platform/domain';
import { codeOf } from '../boot/call-api';

export type Read<T> = { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; code: ErrorCode };

/**
 * The page's one read: `first` (started by the boot code with the page's code, so the data does
 * not wait for React), then `read` again on `reload`; nothing while not `enabled` (no key to read). A reload keeps what is shown until it answers.
 */
export function useRead<T>(first: Promise<T> | undefined, read: () => Promise<T>, enabled = true) {
  const [state, setState] = useState<Read<T>>({ status: 'pending' });
  const latest = useRef(0);
  const follow = useCallback((answer: Promise<T>) => {
    const call = ++latest.current;
    answer.then(
      (data) => call === latest.current && setState({ status: 'success', data }),
      (failure: unknown) => call === latest.current && setState({ status: 'error', code: codeOf(failure) }),
    );
  }, []);
  const started = useRef(false);
  useEffect(() => {
    // Once: React's development double effect must not read twice.
    if (started.current || !enabled) return;
    started.current = true;
    follow(first ?? read());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first read is the boot code's, once
  }, []);
  const reload = useCallback(() => follow(read()), [follow, read]);
  return [state, reload] as const;
}
