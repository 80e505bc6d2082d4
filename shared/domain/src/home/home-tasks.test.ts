import { describe, expect, it } from 'vitest';
import { byUrgency } from './home-tasks';

describe('byUrgency', () => {
  it('puts late tasks first, then the earliest due day, then those without a day', () => {
    const tasks = [
      { id: 'later', late: false, due_on: '2026-12-20' },
      { id: 'undated', late: false, due_on: null },
      { id: 'late-recent', late: true, due_on: '2026-11-20' },
      { id: 'sooner', late: false, due_on: '2026-12-01' },
      { id: 'late-oldest', late: true, due_on: '2026-10-01' },
    ];
    expect([...tasks].sort(byUrgency).map((task) => task.id)).toEqual([
      'late-oldest',
      'late-recent',
      'sooner',
      'later',
      'undated',
    ]);
  });
});
