import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint } from './when-idle';

/** A PerformanceObserver that reports the entries `report` is later given. */
function observerReporting() {
  let callback: PerformanceObserverCallback | undefined;
  const Observer = vi.fn(function (this: unknown, reportTo: PerformanceObserverCallback) {
    callback = reportTo;
    return { observe: vi.fn(), disconnect: vi.fn() };
  }) as unknown as typeof PerformanceObserver;
  const report = (...startTimes: number[]) =>
    callback!(
      { getEntries: () => startTimes.map((startTime) => ({ startTime })) } as PerformanceObserverEntryList,
      {} as PerformanceObserver,
    );
  return { Observer, report };
}

afterEach(() => vi.useRealTimers());

describe('afterLargestPaint', () => {
  it('settles at the first largest paint reported since the draw, not at an earlier one', async () => {
    vi.useFakeTimers();
    const { Observer, report } = observerReporting();
    let settled = false;
    void afterLargestPaint(100, { Observer }).then(() => (settled = true));

    report(40);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    report(40, 120);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('settles after the longest wait when no largest paint comes, or the browser has no such report', async () => {
    vi.useFakeTimers();
    let settled = 0;
    void afterLargestPaint(100, { Observer: observerReporting().Observer, most: 300 }).then(() => settled++);
    const Unsupported = vi.fn(() => {
      throw new TypeError('no such entry type');
    }) as unknown as typeof PerformanceObserver;
    void afterLargestPaint(100, { Observer: Unsupported, most: 300 }).then(() => settled++);

    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(2);
  });
});
