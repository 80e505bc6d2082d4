import type { ReactNode } from 'react';

/**
 * What a column holds, when it must not read like running text: money and numbers (tabular digits,
 * right-aligned), dates, codes (a protocol, an invoice number) and actions (buttons). None of them ever breaks across lines: "R$ 2.14 /
 * 7,60" or "Registrar pagamen / to" at 1366 px were a money cell and a button squeezed by the text
 * columns beside them (issue 21).
 */
export type TableColumnKind = 'money' | 'number' | 'date' | 'code' | 'action';

/** A column of a {@link Table}: the key its cells use, its header text and what it holds. */
export interface TableColumn {
  key: string;
  header: string;
  kind?: TableColumnKind;
}

const kindClass = (column: TableColumn) => (column.kind ? `ui-table__cell--${column.kind}` : undefined);

/** A row of a {@link Table}: a stable key and one cell per column key. */
export interface TableRow {
  key: string;
  cells: Record<string, ReactNode>;
}

/** Props of {@link Table}. */
export interface TableProps {
  /** Names the table for assistive technology (visually hidden). */
  caption: string;
  columns: TableColumn[];
  rows: TableRow[];
}

/**
 * A real `<table>` with a caption and column headers. Under 640px wide each row becomes a card
 * whose cells are labelled by their column header (CSS reads each cell's `data-label`).
 * The explicit roles are deliberate: some browsers drop table semantics once CSS changes
 * `display`, and the cards must still read as a table.
 */
export function Table({ caption, columns, rows }: TableProps) {
  return (
    <div className="ui-table-wrapper">
      <table className="ui-table" role="table">
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={kindClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.key} role="row">
              {columns.map((column) => (
                <td key={column.key} role="cell" data-label={column.header} className={kindClass(column)}>
                  {row.cells[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
