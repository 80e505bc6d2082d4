import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Loading } from './loading';

afterEach(cleanup);

describe('Loading', () => {
  it('announces the text it is given as a status, with a decorative spinner', () => {
    render(<Loading label="Loading application..." />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading application...');
    expect(status.querySelector('.ui-loading__spinner')?.getAttribute('aria-hidden')).toBe('true');
  });
});
