import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENEW_AHEAD_MS, whenRenewalMatters } from './renewal-due';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const inMinutes = (minutes: number) => (NOW + minutes * 60_000) / 1000;

class FakePage extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

describe('whenRenewalMatters', () => {
  let target: EventTarget;
  let page: FakePage;
  const run = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    target = new EventTarget();
    page = new FakePage();
    run.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('waits while the page is only being looked at, then runs a minute before the token expires', () => {
    whenRenewalMatters(inMinutes(10), run, { now: NOW, target, page });
    vi.advanceTimersByTime(10 * 60_000 - RENEW_AHEAD_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at the first press or key, once', () => {
    whenRenewalMatters(inMinutes(10), run, { now: NOW, target, page });
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10 * 60_000);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs when the tab is hidden, where its timers are slowed', () => {
    whenRenewalMatters(inMinutes(10), run, { now: NOW, target, page });
    page.hide();
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once for a token about to expire, or expired with a refresh token to renew it', () => {
    whenRenewalMatters(inMinutes(0.5), run, { now: NOW, target, page });
    whenRenewalMatters(inMinutes(-5), run, { now: NOW, target, page });
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('does nothing once removed', () => {
    const remove = whenRenewalMatters(inMinutes(10), run, { now: NOW, target, page });
    remove();
    target.dispatchEvent(new Event('pointerdown'));
    page.hide();
    vi.advanceTimersByTime(10 * 60_000);
    expect(run).not.toHaveBeenCalled();
  });
});
