import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Page } from './page';

afterEach(cleanup);

describe('Page', () => {
  it('frames a screen: what comes before, the h1 with its description and action, then the content', () => {
    const { container } = render(
      <Page
        title="Cotações"
        titleId="quotes-title"
        description="Alfa Ltda"
        actions={<a href="/new">Nova cotação</a>}
        width="narrow"
        before={<p>Passo 1 de 4</p>}
      >
        <p>Conteúdo</p>
      </Page>,
    );
    const frame = container.firstElementChild!;
    expect(frame.classList).toContain('ui-page');
    expect(frame.classList).toContain('ui-page--narrow');
    const heading = screen.getByRole('heading', { level: 1, name: 'Cotações' });
    expect(heading.id).toBe('quotes-title');
    expect(screen.getByText('Alfa Ltda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova cotação' })).toBeTruthy();
    const order = [...frame.querySelectorAll('p, h1')].map((node) => node.textContent);
    expect(order).toEqual(['Passo 1 de 4', 'Cotações', 'Alfa Ltda', 'Conteúdo']);
  });

  it('runs at the default width and has nothing above the title unless asked', () => {
    const { container } = render(<Page title="Ajuda">x</Page>);
    expect(container.firstElementChild!.classList).toContain('ui-page--default');
    expect(container.querySelector('.ui-page__before')).toBeNull();
  });
});
