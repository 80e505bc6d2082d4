import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Table } from './table';

afterEach(cleanup);

const renderClaims = () =>
  render(
    <Table
      caption="Sinistros"
      columns={[
        { key: 'protocol', header: 'Protocolo' },
        { key: 'status', header: 'Status' },
      ]}
      rows={[
        { key: 'c1', cells: { protocol: <a href="/dashboard/claims/detail/c1">2024-001</a>, status: 'Em andamento' } },
        { key: 'c2', cells: { protocol: '2024-002', status: 'Aprovado' } },
      ]}
    />,
  );

describe('Table', () => {
  it('is a table named by its caption, with column headers', () => {
    renderClaims();
    const table = screen.getByRole('table', { name: 'Sinistros' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Protocolo', 'Status']);
  });

  it('puts each cell under its column, in column order, with any content', () => {
    renderClaims();
    const [, first, second] = screen.getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2024-001', 'Em andamento']);
    expect(within(first!).getByRole('link', { name: '2024-001' })).toBeTruthy();
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['2024-002', 'Aprovado']);
  });

  it('labels every cell with its column header for the stacked cards of narrow screens', () => {
    renderClaims();
    expect(screen.getAllByRole('cell').map((td) => td.getAttribute('data-label'))).toEqual([
      'Protocolo',
      'Status',
      'Protocolo',
      'Status',
    ]);
  });

  it('keeps money, numbers, dates and actions on one line, figures in tabular digits (the column says which)', () => {
    render(
      <Table
        caption="Faturas"
        columns={[
          { key: 'company', header: 'Empresa' },
          { key: 'amount', header: 'Valor', kind: 'money' },
          { key: 'due', header: 'Vencimento', kind: 'date' },
          { key: 'action', header: 'Ação', kind: 'action' },
        ]}
        rows={[
          { key: 'i1', cells: { company: 'Demo', amount: 'R$ 2.147,60', due: '10/12/2026', action: 'Registrar' } },
        ]}
      />,
    );
    const [header, row] = screen.getAllByRole('row');
    const kinds = (cells: HTMLElement[]) => cells.map((cell) => cell.className);
    expect(kinds(within(row!).getAllByRole('cell'))).toEqual([
      '',
      'ui-table__cell--money',
      'ui-table__cell--date',
      'ui-table__cell--action',
    ]);
    expect(within(header!).getAllByRole('columnheader')[1]!.className).toBe('ui-table__cell--money');
  });
});
