import { useEffect, useState } from 'react';
import type { PlatformEvents } from '@platform/event-bus';
import { usePlatform } from './platform-context';

export type LiveUpdate = PlatformEvents['live:update'];

/**
 * The latest live update (from the shell's server-sent-events connection) about `topic` (and,
 * given `id`, that one record) since the screen mounted, or null. A screen compares its
 * `version` with the one it shows to tell "someone else changed this" from its own save.
 */
export function useLiveUpdates(topic: string, id?: string): LiveUpdate | null {
  const { eventBus } = usePlatform();
  const [latest, setLatest] = useState<LiveUpdate | null>(null);
  useEffect(
    () =>
      eventBus.on('live:update', (update) => {
        if (update.topic === topic && (id === undefined || update.id === id)) setLatest(update);
      }),
    [eventBus, topic, id],
  );
  return latest;
}

/** Whether `update` is about a newer version of the record than the one shown. */
export const isNewerThan = (update: LiveUpdate | null, record: { id: string; version: number }): boolean =>
  update !== null && update.id === record.id && (update.version === undefined || update.version > record.version);
