import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Loading } from './loading';

afterEach(cleanup);

describe('Loading', () => {
  it('announces the text it is given as a status, over a decorative skeleton of the page', () => {
    render(<Loading label="Loading application..." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading application...');
    const skeletons = status.querySelectorAll('.ui-skeleton');
    expect(skeletons.length).toBeGreaterThan(1);
    for (const group of status.querySelectorAll('[aria-hidden="true"]'))
      expect(group.closest('[role=status]')).toBe(status);
  });

  it('shows a decorative spinner instead when asked', () => {
    render(<Loading label="Saving" variant="spinner" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Saving');
    expect(status.querySelector('.ui-loading__spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(status.querySelector('.ui-skeleton')).toBeNull();
  });
});
