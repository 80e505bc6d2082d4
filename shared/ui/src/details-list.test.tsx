import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DetailsList } from './details-list';

describe('DetailsList', () => {
  it('pairs each label with its value in a named description list', () => {
    render(
      <DetailsList
        label="Dados da apólice"
        items={[
          { label: 'Seguradora', value: 'Alfa Seguros' },
          { label: 'Vigência', value: <time>2026</time> },
        ]}
      />,
    );
    const list = screen.getByLabelText('Dados da apólice');
    expect(list.tagName).toBe('DL');
    const terms = [...list.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`,
    );
    expect(terms).toEqual(['Seguradora=Alfa Seguros', 'Vigência=2026']);
  });
});
