import { lazy, Suspense, useEffect, useState } from 'react';
import { firstScreen } from '../app/first-screen';
import type { UpdateNotifierProps } from './update-notifier';

const UpdateNotifier = lazy(() => import('./update-notifier').then((module) => ({ default: module.UpdateNotifier })));

/**
 * The update notifier, fetched and started at idle once the page's first screen is drawn
 * (../app/first-screen): a page opened cold draws it without the notifier's code or its first
 * meta.json check. A version published before then is
 * found by that first check. A chunk that fails to load before then is only reported by the
 * page's area; one that fails after forces the update, as before.
 */
export function UpdateNotifierAtIdle({
  idle = firstScreen.after,
  ...props
}: UpdateNotifierProps & { idle?: (run: () => void) => unknown }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    idle(() => setDue(true));
  }, [idle]);
  return due ? (
    <Suspense fallback={null}>
      <UpdateNotifier {...props} />
    </Suspense>
  ) : null;
}
