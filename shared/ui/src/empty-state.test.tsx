import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { EmptyState } from './empty-state';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows its title as a heading, its text and its action', () => {
    render(
      <EmptyState
        title="Nenhum sinistro comunicado"
        text="Quando você comunicar um sinistro, ele aparecerá aqui."
        action={<a href="/dashboard/claims/create">Comunicar sinistro</a>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Nenhum sinistro comunicado' })).toBeTruthy();
    expect(screen.getByText('Quando você comunicar um sinistro, ele aparecerá aqui.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comunicar sinistro' }).getAttribute('href')).toBe(
      '/dashboard/claims/create',
    );
  });

  it('leaves out the text and the action when there are none', () => {
    const { container } = render(<EmptyState title="Nada aqui" />);
    expect(container.querySelector('.ui-empty-state__text')).toBeNull();
    expect(container.querySelector('.ui-empty-state__action')).toBeNull();
  });
});
