import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmModal, Notice } from '@platform/ui';
import type { EventBus } from '@platform/event-bus';
import { runningMeta, type AppMeta } from './app-meta';
import { applyUpdate, forceUpdateIfDeployed, isChunkLoadError } from './apply-update';
import { fetchMeta as fetchPublishedMeta } from './fetch-meta';
import { createUpdateScheduler } from './update-scheduler';

export interface UpdateNotifierProps {
  eventBus: EventBus;
  /** Replaced in tests. */
  fetchMeta?: () => Promise<Partial<AppMeta>>;
  apply?: (published: AppMeta) => Promise<void>;
  forceUpdate?: (fetchMeta: () => Promise<Partial<AppMeta>>) => Promise<boolean>;
}

/**
 * The update notifier (spec section 4): watches meta.json and, when another version is
 * published, shows the refresh banner and modal; confirming moves to it. A chunk that fails to
 * load after a deploy (reported on the bus by an area, or an unhandled import() in the shell)
 * forces the update without asking.
 */
export function UpdateNotifier({
  eventBus,
  fetchMeta = fetchPublishedMeta,
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
      running: () => runningMeta(),
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
  }, [eventBus, fetchMeta, forceUpdate]);

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
