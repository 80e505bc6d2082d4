import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { mountRootParcel } from 'single-spa';
import { useIntl } from 'react-intl';
import { ErrorView, Loading } from '@platform/ui';
import type { ParcelNavigator, ParcelProps, RegistryEntry } from '@platform/remote-contract';
import { useLocaleControl, useShell } from '../app/shell-context';
import { loadParcel } from './load-parcel';
import { IncompatibleRemoteError } from './compatibility';
import { useLeaveConfirmation } from './leave-confirmation';
import { syncParcel, type ParcelSync } from './parcel-sync';

type AreaState = 'loading' | 'mounted' | 'error' | 'incompatible';

/**
 * The area of the page a remote owns: loads its parcel on first visit, mounts it, keeps it in
 * step with the shell's location and locale, and fails soft (error view with retry) when the
 * remote cannot be fetched or fails to mount. The rest of the shell keeps working. A remote
 * that does not fit this shell (another contract or React major) is refused with the error view
 * and no retry: trying again would give the same answer until one of them is deployed again.
 */
export function RemoteArea({ entry }: { entry: RegistryEntry }) {
  const { session, eventBus, apiBaseUrl, authorize } = useShell();
  const { locale } = useLocaleControl();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const parcel = useRef<ParcelSync<ParcelProps> | null>(null);
  const [state, setState] = useState<AreaState>('loading');
  const [attempt, setAttempt] = useState(0);
  const { blockLeaving, dialog: leaveDialog } = useLeaveConfirmation();

  const navigator = useMemo<ParcelNavigator>(
    () => ({
      push: (to, state) => navigate(to, { state }),
      replace: (to, state) => navigate(to, { replace: true, state }),
      go: (delta) => navigate(delta),
      createHref: (to) => to,
      blockLeaving,
    }),
    [navigate, blockLeaving],
  );
  const props: ParcelProps = { basePath: '', session, eventBus, locale, location, navigator, apiBaseUrl, authorize };
  const latestProps = useRef(props);
  latestProps.current = props;

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    let fetched = false;
    loadParcel(entry, attempt > 0)
      .then((config) => {
        fetched = true;
        if (cancelled || !container.current) return;
        const mountedWith = latestProps.current;
        const mounted = mountRootParcel<ParcelProps>(config, { ...mountedWith, domElement: container.current });
        parcel.current = syncParcel<ParcelProps>(mounted, mountedWith);
        // A route change that came between the mount's start and now is applied once it is mounted.
        parcel.current.send(latestProps.current);
        return mounted.mountPromise.then(() => {
          if (!cancelled) setState('mounted');
        });
      })
      .catch((error: unknown) => {
        console.error(`[shell] ${entry.name} failed to load`, error);
        // Not fetched: its files may be gone after a deploy, or (incompatible) a newer shell may
        // be published; the update notifier checks. The event also reaches telemetry.
        eventBus.emit('app:error', { source: entry.name, error, chunkLoad: !fetched });
        if (!cancelled) setState(error instanceof IncompatibleRemoteError ? 'incompatible' : 'error');
      });
    return () => {
      cancelled = true;
      const mounted = parcel.current;
      parcel.current = null;
      void mounted?.release();
    };
  }, [entry, attempt, eventBus]);

  // Every route or locale change reaches the parcel, even one that comes while it is still mounting
  // or applying the previous one (./parcel-sync).
  useEffect(() => {
    parcel.current?.send(latestProps.current);
  }, [location, locale]);

  return (
    <div className="shell-remote-area" data-remote={entry.name} data-state={state}>
      {state === 'loading' && <Loading label={intl.formatMessage({ id: 'common.loadingApplication' })} />}
      {state === 'error' && (
        <ErrorView
          title={intl.formatMessage({ id: 'common.unexpectedError' })}
          detail={intl.formatMessage({ id: 'shell.remoteUnavailable' })}
          retryLabel={intl.formatMessage({ id: 'common.retry' })}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {state === 'incompatible' && (
        <ErrorView
          title={intl.formatMessage({ id: 'common.unexpectedError' })}
          detail={intl.formatMessage({ id: 'shell.remoteIncompatible' })}
        />
      )}
      {/* Its first child hides the loading view above it (shell.css): the parcel's own first paint
          takes that place rather than appearing under it and jumping up. */}
      <div
        ref={container}
        className="shell-remote-area__parcel"
        hidden={state === 'error' || state === 'incompatible'}
      />
      {leaveDialog}
    </div>
  );
}
