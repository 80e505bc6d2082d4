import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppMeta } from './app-meta';
import { CHECK_INTERVAL_MS, MAX_CHECK_INTERVAL_MS, createUpdateScheduler } from './update-scheduler';

const RUNNING: AppMeta = { version: '0.3.202', timestamp: '2026-05-01T10:00:00.000Z' };

function setup(answers: Array<Partial<AppMeta> | Error> = []) {
  const fetchMeta = vi.fn(async () => {
    const next = answers.length > 1 ? answers.shift()! : (answers[0] ?? RUNNING);
    if (next instanceof Error) throw next;
    return next;
  });
  const onUpdate = vi.fn();
  const log = { warn: vi.fn(), error: vi.fn() };
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const scheduler = createUpdateScheduler({ fetchMeta, running: () => RUNNING, onUpdate, win, doc, log });
  return { scheduler, fetchMeta, onUpdate, log, win, doc };
}

/** Lets the check's promise chain settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('update scheduler', () => {
  it('checks at start, then every 30 seconds', async () => {
    const { scheduler, fetchMeta } = setup();
    scheduler.start();
    await settle();
    expect(fetchMeta).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fetchMeta).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMeta).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchMeta).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('announces a newer version once, and a changed timestamp of the same version', async () => {
    const newer = { version: '0.3.203', timestamp: '2026-05-02T10:00:00.000Z' };
    const { scheduler, onUpdate } = setup([RUNNING, newer, newer, { ...newer, timestamp: '2026-05-03T10:00:00.000Z' }]);
    scheduler.start();
    await settle();
    expect(onUpdate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(onUpdate).toHaveBeenCalledWith(newer);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(onUpdate).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenLastCalledWith({ version: '0.3.203', timestamp: '2026-05-03T10:00:00.000Z' });
    scheduler.stop();
  });

  it('announces a rebuild of the running version (same version, new timestamp)', async () => {
    const { scheduler, onUpdate } = setup([{ ...RUNNING, timestamp: '2026-05-09T00:00:00.000Z' }]);
    scheduler.start();
    await settle();
    expect(onUpdate).toHaveBeenCalledTimes(1);
    scheduler.stop();
  });

  it('logs a failed check and doubles the wait after each failure, up to 30 minutes', async () => {
    const { scheduler, fetchMeta, log } = setup([new Error('offline')]);
    scheduler.start();
    await settle();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(scheduler.delay).toBe(2 * CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS - 1);
    expect(fetchMeta).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMeta).toHaveBeenCalledTimes(2);
    expect(scheduler.delay).toBe(4 * CHECK_INTERVAL_MS);
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const wait = scheduler.delay;
      waits.push(wait);
      await vi.advanceTimersByTimeAsync(wait);
    }
    expect(waits).toEqual([120_000, 240_000, 480_000, 960_000, 1_800_000, 1_800_000, 1_800_000, 1_800_000]);
    expect(scheduler.delay).toBe(MAX_CHECK_INTERVAL_MS);
    scheduler.stop();
  });

  it('goes back to 30 seconds after a successful check', async () => {
    const { scheduler, fetchMeta } = setup([new Error('500'), new Error('500'), RUNNING]);
    scheduler.start();
    await settle();
    await vi.advanceTimersByTimeAsync(2 * CHECK_INTERVAL_MS);
    expect(scheduler.delay).toBe(4 * CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(4 * CHECK_INTERVAL_MS);
    expect(fetchMeta).toHaveBeenCalledTimes(3);
    expect(scheduler.delay).toBe(CHECK_INTERVAL_MS);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(fetchMeta).toHaveBeenCalledTimes(4);
    scheduler.stop();
  });

  it('warns and skips when meta.json has no version', async () => {
    const { scheduler, onUpdate, log } = setup([{ timestamp: '2026-05-09T00:00:00.000Z' }]);
    scheduler.start();
    await settle();
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('no version'));
    expect(onUpdate).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
    scheduler.stop();
  });

  it('checks at once when the browser goes online, and restarts the countdown', async () => {
    const { scheduler, fetchMeta, win } = setup();
    scheduler.start();
    await settle();
    await vi.advanceTimersByTimeAsync(20_000);
    win.dispatchEvent(new Event('online'));
    await settle();
    expect(fetchMeta).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS - 1);
    expect(fetchMeta).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMeta).toHaveBeenCalledTimes(3);
    scheduler.stop();
  });

  it('checks when the tab becomes visible, not when it is hidden', async () => {
    const { scheduler, fetchMeta, doc } = setup();
    scheduler.start();
    await settle();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(fetchMeta).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(fetchMeta).toHaveBeenCalledTimes(2);
    scheduler.stop();
  });

  it('stops checking and listening once stopped', async () => {
    const { scheduler, fetchMeta, win } = setup();
    scheduler.start();
    await settle();
    scheduler.stop();
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(10 * CHECK_INTERVAL_MS);
    expect(fetchMeta).toHaveBeenCalledTimes(1);
  });
});
