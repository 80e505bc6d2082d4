import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmModal, Notice } from '@platform/ui';
import type { EventBus } from '@platform/event-bus';
import type { RemoteRegistry } from '@platform/remote-contract';
import { runningMeta, type AppMeta } from './app-meta';
import { applyUpdate, forceUpdateIfDeployed, isChunkLoadError } from './apply-update';
import { fetchRelease, remotesRelease } from './fetch-meta';
import { createUpdateScheduler } from './update-scheduler';

export interface UpdateNotifierProps {
  eventBus: EventBus;
  /** The registry this page started with: the remotes it runs. */
  registry: RemoteRegistry;
  /** Replaced in tests. */
  fetchMeta?: () => Promise<Partial<AppMeta>>;
  apply?: (published: AppMeta) => Promise<void>;
  forceUpdate?: (fetchMeta: () => Promise<Partial<AppMeta>>) => Promise<boolean>;
}

/**
 * The update notifier (spec section 4): watches meta.json and the registry and, when another
 * version of the shell or of a remote is published, shows the refresh banner and modal; confirming moves to it. A chunk that fails to
 * load after a deploy (reported on the bus by an area, or an unhandled import() in the shell)
 * forces the update without asking.
 */
export function UpdateNotifier({
  eventBus,
  registry,
  fetchMeta = fetchRelease,
  apply = applyUpdate,
  forceUpdate = forceUpdateIfDeployed,
}: UpdateNotifierProps) {
  const intl = useIntl();
  const [published, setPublished] = useState<AppMeta | null>(null);
  const [asking, setAsking] = useState(false);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    const scheduler = createUpdateScheduler({
      fetchMeta,
      running: () => ({ ...runningMeta(), remotes: remotesRelease(registry) }),
      onUpdate: (meta) => {
        setPublished(meta);
        setAsking(true);
      },
    });
    scheduler.start();
    const offAreaError = eventBus.on('app:error', ({ error, chunkLoad }) => {
      if (chunkLoad || isChunkLoadError(error)) void forceUpdate(fetchMeta);
    });
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) void forceUpdate(fetchMeta);
    };
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      scheduler.stop();
      offAreaError();
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [eventBus, registry, fetchMeta, forceUpdate]);

  if (!published) return null;
  const reload = () => {
    setReloading(true);
    void apply(published);
  };
  const title = intl.formatMessage({ id: 'shell.update.title' });
  const body = intl.formatMessage({ id: 'shell.update.body' });
  const reloadLabel = intl.formatMessage({ id: 'shell.update.reload' });
  return (
    <>
      {/* The banner stays after "later", so the update is one press away; while the modal asks, it waits. */}
      {!asking && (
        <div className="shell-update-banner" data-version={published.version}>
          <Notice type="info" title={title} detail={body} action={{ label: reloadLabel, onClick: reload }} />
        </div>
      )}
      <ConfirmModal
        open={asking}
        title={title}
        body={body}
        confirmLabel={reloadLabel}
        cancelLabel={intl.formatMessage({ id: 'shell.update.later' })}
        onConfirm={reload}
        onCancel={() => setAsking(false)}
        busy={reloading}
      />
    </>
  );
}
