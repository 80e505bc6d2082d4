import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Skeleton } from './skeleton';

afterEach(cleanup);

describe('Skeleton', () => {
  it('draws as many lines as asked, hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={5} />);
    const group = container.firstElementChild!;
    expect(group.getAttribute('aria-hidden')).toBe('true');
    expect(group.querySelectorAll('.ui-skeleton--line')).toHaveLength(5);
  });

  it('draws one block when asked', () => {
    const { container } = render(<Skeleton block />);
    expect(container.querySelectorAll('.ui-skeleton--block')).toHaveLength(1);
  });
});
