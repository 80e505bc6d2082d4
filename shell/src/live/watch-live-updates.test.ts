import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '@platform/event-bus';
import { createSessionStore } from '@platform/session';
import type { LiveConnectionOptions } from './live-connection';
import { watchLiveUpdates } from './watch-live-updates';

function setup() {
  const session = createSessionStore();
  const eventBus = createEventBus();
  const started: LiveConnectionOptions[] = [];
  const stopped = vi.fn();
  const load = vi.fn(async () => ({
    startLiveConnection: (options: LiveConnectionOptions) => {
      started.push(options);
      return stopped;
    },
  }));
  const authorize = vi.fn(async () => ({}));
  const unwatch = watchLiveUpdates(
    { session, eventBus, apiBaseUrl: 'http://localhost:3000', authorize },
    load as never,
  );
  return { session, eventBus, started, stopped, load, unwatch };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live updates follow the session', () => {
  it('loads nothing for a guest', async () => {
    const { load } = setup();
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens one connection at sign-in, publishes what arrives as live:update, and closes it at sign-out', async () => {
    const { session, eventBus, started, stopped } = setup();
    const heard: unknown[] = [];
    eventBus.on('live:update', (update) => heard.push(update));
    session.getState().setUser({ logged_type: 'LOGGED', token: 't1' });
    session.getState().setUser({ token: 't2' });
    await flush();
    expect(started).toHaveLength(1);
    expect(started[0]!.url).toBe('http://localhost:3000/v3/live');
    started[0]!.onUpdate({ topic: 'application-form', id: 'f1', version: 2 });
    expect(heard).toEqual([{ topic: 'application-form', id: 'f1', version: 2 }]);
    session.getState().signOut();
    expect(stopped).toHaveBeenCalledTimes(1);
  });

  it('does not start when the user signed out before the code arrived', async () => {
    const { session, started } = setup();
    session.getState().setUser({ logged_type: 'LOGGED' });
    session.getState().signOut();
    await flush();
    expect(started).toHaveLength(0);
  });
});
