import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DescriptionList } from './description-list';

afterEach(cleanup);

describe('DescriptionList', () => {
  it('pairs each term with its description in a named description list', () => {
    render(
      <DescriptionList
        label="Dados da apólice"
        items={[
          { term: 'Seguradora', description: 'Alfa Seguros' },
          { term: 'Prêmio', description: 'R$ 1.200,00', kind: 'money' },
        ]}
      />,
    );
    const list = screen.getByLabelText('Dados da apólice');
    expect(list.tagName).toBe('DL');
    const pairs = [...list.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
    );
    expect(pairs).toEqual(['Seguradora=Alfa Seguros', 'Prêmio=R$ 1.200,00']);
  });

  it('keeps money, dates and numbers on one line with tabular figures, and lets text wrap', () => {
    render(
      <DescriptionList
        label="Resumo"
        items={[
          { term: 'Nome', description: 'Alfa' },
          { term: 'Prêmio', description: 'R$ 1.200,00', kind: 'money' },
          { term: 'Início', description: '01/01/2027', kind: 'date' },
          { term: 'Vidas', description: '12', kind: 'number' },
        ]}
      />,
    );
    const classOf = (text: string) => screen.getByText(text).className;
    expect(classOf('Alfa')).not.toContain('ui-figure');
    expect(classOf('R$ 1.200,00')).toContain('ui-figure ui-figure--money');
    expect(classOf('01/01/2027')).toContain('ui-figure ui-figure--date');
    expect(classOf('12')).toContain('ui-figure ui-figure--number');
  });

  it('lays the pairs in two columns when asked', () => {
    render(<DescriptionList label="Resumo" columns={2} items={[]} />);
    expect(screen.getByLabelText('Resumo').classList).toContain('ui-details--columns-2');
  });
});
