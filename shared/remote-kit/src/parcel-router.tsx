import { useCallback, useMemo, type ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from 'react-router';
import type { ParcelLocation, ParcelNavigator } from '@platform/remote-contract';
import { LeaveGuardProvider } from './forms/leave-guard';

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * A react-router `<Router>` driven by the shell: the location comes from the shell's router and
 * every navigation goes back through it, so shell and remotes share one browser history. The
 * shell also asks before leaving while a form of the parcel has unsaved changes.
 */
export function ParcelRouter({
  location,
  navigator,
  children,
}: {
  location: ParcelLocation;
  navigator: ParcelNavigator;
  children: ReactNode;
}) {
  const routerNavigator = useMemo<Navigator>(
    () => ({
      createHref: (to) => navigator.createHref(toPath(to)),
      push: (to, state) => navigator.push(toPath(to), state),
      replace: (to, state) => navigator.replace(toPath(to), state),
      go: (delta) => navigator.go(delta),
    }),
    [navigator],
  );
  const blockLeaving = useCallback((blocked: boolean) => navigator.blockLeaving?.(blocked), [navigator]);
  return (
    <Router location={location} navigator={routerNavigator}>
      <LeaveGuardProvider onChange={blockLeaving}>{children}</LeaveGuardProvider>
    </Router>
  );
}
