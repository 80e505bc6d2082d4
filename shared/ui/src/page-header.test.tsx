import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PageHeader } from './page-header';

afterEach(cleanup);

describe('PageHeader', () => {
  it('shows the title as the level-one heading, the description and the primary action', () => {
    render(
      <PageHeader
        title="Apólices"
        titleId="policies-title"
        description="3 em vigor"
        actions={<a href="/dashboard/quotes/home">Nova cotação</a>}
      />,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Apólices' });
    expect(heading.id).toBe('policies-title');
    expect(screen.getByText('3 em vigor')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova cotação' })).toBeTruthy();
  });

  it('leaves out the description and actions when there are none', () => {
    const { container } = render(<PageHeader title="Ajuda" />);
    expect(container.querySelector('.ui-page-header__description')).toBeNull();
    expect(container.querySelector('.ui-page-header__actions')).toBeNull();
  });
});
