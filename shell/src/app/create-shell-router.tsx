import { createBrowserRouter, type RouteObject } from 'react-router';
import type { RemoteRegistry } from '@platform/remote-contract';
import { RemoteArea } from '../remotes/remote-area';
import { AuthRedirectPage } from '../auth/auth-redirect-page';
import { LogoutPage } from '../auth/logout-page';
import { HelpCenterPage } from '../pages/help-center-page';
import { ScheduleMeetingPage } from '../pages/schedule-meeting-page';
import { ProcessRedirectPage } from '../pages/process-redirect-page';
import { HomeRedirect } from '../pages/home-redirect';
import { OpsHomePage } from '../pages/ops-home-page';
import { UnknownPath } from '../pages/unknown-path';
import { ShellLayout } from './shell-layout';
import { ShellRoot } from './shell-root';
import { RouteError } from './route-error';
import { RequireSignIn } from '../auth/require-sign-in';

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
                { path: 'auth/logout', element: <LogoutPage /> },
                { path: 'dashboard/schedule-meeting', element: <ScheduleMeetingPage /> },
                { path: 'dashboard/process-redirect', element: <ProcessRedirectPage /> },
                { path: 'help', element: <HelpCenterPage /> },
                { path: 'ops', element: <OpsHomePage /> },
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
