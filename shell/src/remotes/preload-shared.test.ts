import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@platform/session';
import { onceWhenIdle, preloadSharedOnSignIn } from './preload-shared';

const now = (run: () => void) => run();

describe('the shared remote kit', () => {
  it('is not loaded for a guest', () => {
    const load = vi.fn(async () => {});
    preloadSharedOnSignIn(createSessionStore(), load, now);
    expect(load).not.toHaveBeenCalled();
  });

  it('is loaded once, when the session first holds a token', () => {
    const session = createSessionStore();
    const load = vi.fn(async () => {});
    preloadSharedOnSignIn(session, load, now);
    session.getState().setUser({ token: 'a' });
    session.getState().setUser({ token: 'b' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is loaded at once for a session restored signed in, and only when idle', () => {
    const session = createSessionStore();
    session.getState().setUser({ token: 'restored' });
    const load = vi.fn(async () => {});
    const idle: (() => void)[] = [];
    preloadSharedOnSignIn(session, load, (run) => idle.push(run));
    expect(load).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the form layer', () => {
  it('is loaded once, at idle, when first asked for (a remote screen drawn), not before', () => {
    const load = vi.fn(async () => {});
    const idle: (() => void)[] = [];
    const preload = onceWhenIdle(load, (run) => idle.push(run));
    expect(idle).toEqual([]);
    preload();
    preload();
    expect(load).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(load).toHaveBeenCalledTimes(1);
  });
});
