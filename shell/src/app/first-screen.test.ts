import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstScreen } from './first-screen';

afterEach(() => vi.useRealTimers());

const queue = () => {
  const tasks: (() => void)[] = [];
  return { tasks, idle: (run: () => void) => tasks.push(run) };
};

describe('what waits for the first screen', () => {
  it('runs at idle once the page’s first screen is drawn, not before', () => {
    const { tasks, idle } = queue();
    const firstScreen = createFirstScreen(idle);
    const run = vi.fn();
    firstScreen.after(run);
    expect(tasks).toHaveLength(0);

    firstScreen.drawn();
    firstScreen.drawn();
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs at idle straight away once the first screen is there', () => {
    const { tasks, idle } = queue();
    const firstScreen = createFirstScreen(idle);
    firstScreen.drawn();
    const run = vi.fn();
    firstScreen.after(run);
    tasks.forEach((task) => task());
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('stops waiting after a while on a page no remote draws (the shell’s own pages)', () => {
    vi.useFakeTimers();
    const { tasks, idle } = queue();
    const firstScreen = createFirstScreen(idle, 10_000);
    const run = vi.fn();
    firstScreen.after(run);
    vi.advanceTimersByTime(9_999);
    expect(tasks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    tasks.forEach((task) => task());
    expect(run).toHaveBeenCalledTimes(1);
  });
});
