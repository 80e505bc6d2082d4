import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Card } from './card';

afterEach(cleanup);

describe('Card', () => {
  it('renders as the element asked, with its tone, padding and aria attributes', () => {
    render(
      <ul>
        <Card as="li" tone="highlight" padding="lg" aria-label="Plano recomendado">
          Plano
        </Card>
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Plano recomendado' });
    expect(card.className).toBe('ui-card ui-card--highlight ui-card--pad-lg');
  });

  it('is a plain div with the default look when nothing is asked', () => {
    const { container } = render(<Card>x</Card>);
    expect(container.firstElementChild!.tagName).toBe('DIV');
    expect(container.firstElementChild!.className).toBe('ui-card ui-card--default ui-card--pad-md');
  });
});
