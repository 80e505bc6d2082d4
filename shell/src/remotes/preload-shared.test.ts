import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from '@platform/session';
import { preloadFormsAfterFirstPage, preloadSharedOnSignIn } from './preload-shared';

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
  it('comes at idle after sign-in when the first page is the shell’s own', () => {
    const session = createSessionStore();
    session.getState().setUser({ token: 'restored' });
    const load = vi.fn(async () => {});
    const idle: (() => void)[] = [];
    preloadFormsAfterFirstPage(session, false, load, (run) => idle.push(run), new EventTarget());
    expect(load).not.toHaveBeenCalled();
    idle.forEach((run) => run());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for the first press or key when the first page is a remote’s (never at idle), then comes once', () => {
    const session = createSessionStore();
    session.getState().setUser({ token: 'restored' });
    const load = vi.fn(async () => {});
    const idle: (() => void)[] = [];
    const page = new EventTarget();
    preloadFormsAfterFirstPage(session, true, load, (run) => idle.push(run), page);
    idle.forEach((run) => run());
    expect(load).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('pointerdown'));
    page.dispatchEvent(new Event('keydown'));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
