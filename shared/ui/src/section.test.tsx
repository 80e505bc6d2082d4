import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Section } from './section';

afterEach(cleanup);

describe('Section', () => {
  it('is a region named by its level-two heading, with its description and action', () => {
    render(
      <Section title="Membros" description="Quem acessa a empresa" actions={<button>Convidar</button>}>
        <p>Lista</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Membros' });
    expect(screen.getByRole('heading', { level: 2, name: 'Membros' })).toBeTruthy();
    expect(region.textContent).toContain('Quem acessa a empresa');
    expect(screen.getByRole('button', { name: 'Convidar' })).toBeTruthy();
    expect(region.textContent).toContain('Lista');
  });

  it('takes a level-three heading inside another section', () => {
    render(<Section title="Endereço" titleLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Endereço' })).toBeTruthy();
  });
});
