import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { useIntl } from 'react-intl';
import { Loading } from '@platform/ui';
import type { RemoteRegistry } from '@platform/remote-contract';
import { RemoteArea } from '../remotes/remote-area';
import { AuthRedirectPage } from '../auth/auth-redirect-page';
import { HomeRedirect } from '../pages/home-redirect';
import { UnknownPath } from '../pages/unknown-path';
import { ShellLayout } from './shell-layout';
import { ShellRoot } from './shell-root';
import { RouteError } from './route-error';
import { RequireSignIn } from '../auth/require-sign-in';

/**
 * A page of the shell's own that the landing does not show: its code is fetched when it is
 * opened, so the landing downloads only what the sign-in screen needs.
 */
const onDemand = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy' | 'HydrateFallback'> => ({
  lazy: async () => ({ Component: await load() }),
  // Shown in the page's area, under the shell's header, when the page is opened directly.
  HydrateFallback: PageLoading,
});

function PageLoading() {
  const intl = useIntl();
  return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
}

/**
 * The shell's route table: its own pages, one route per registry prefix mounting the owning
 * remote, and the unknown-path redirect. The key keeps one parcel mounted while the user moves
 * between routes of the same remote.
 */
export function shellRoutes(registry: RemoteRegistry): RouteObject[] {
  const remoteRoutes: RouteObject[] = registry.remotes.flatMap((entry) =>
    entry.routePrefixes.map((prefix) => ({ path: prefix, element: <RemoteArea key={entry.name} entry={entry} /> })),
  );
  return [
    {
      element: <ShellRoot />,
      children: [
        {
          element: <ShellLayout />,
          errorElement: <RouteError />,
          children: [
            { index: true, element: <HomeRedirect /> },
            {
              // Known paths only: an unknown path is redirected before anyone is asked to sign in.
              element: <RequireSignIn />,
              children: [
                { path: 'auth/auth-redirect', element: <AuthRedirectPage /> },
                { path: 'auth/logout', ...onDemand(() => import('../auth/logout-page').then((m) => m.LogoutPage)) },
                {
                  path: 'dashboard/schedule-meeting',
                  ...onDemand(() => import('../pages/schedule-meeting-page').then((m) => m.ScheduleMeetingPage)),
                },
                {
                  path: 'dashboard/process-redirect',
                  ...onDemand(() => import('../pages/process-redirect-page').then((m) => m.ProcessRedirectPage)),
                },
                { path: 'help', ...onDemand(() => import('../pages/help-center-page').then((m) => m.HelpCenterPage)) },
                { path: 'ops', ...onDemand(() => import('../pages/ops-home-page').then((m) => m.OpsHomePage)) },
                // The brokerages moved to mfe-broker (ops/brokers); a kept bookmark still gets there.
                { path: 'ops/brokerages', element: <Navigate to="/ops/brokers" replace /> },
                ...remoteRoutes,
              ],
            },
            { path: '*', element: <UnknownPath /> },
          ],
        },
      ],
    },
  ];
}

export const createShellRouter = (registry: RemoteRegistry) => createBrowserRouter(shellRoutes(registry));
