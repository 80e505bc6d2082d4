import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Price } from './price';

afterEach(cleanup);

describe('Price', () => {
  it('shows the amount as a figure that never wraps, with its caption', () => {
    render(<Price amount="R$ 12.400,00" caption="por ano" size="lg" />);
    const amount = screen.getByText('R$ 12.400,00');
    expect(amount.className).toContain('ui-figure ui-figure--money');
    expect(amount.parentElement!.className).toBe('ui-price ui-price--lg');
    expect(screen.getByText('por ano').className).toBe('ui-price__caption');
  });

  it('has no caption unless given one', () => {
    const { container } = render(<Price amount="R$ 1,00" />);
    expect(container.querySelector('.ui-price__caption')).toBeNull();
    expect(container.firstElementChild!.className).toBe('ui-price ui-price--md');
  });
});
