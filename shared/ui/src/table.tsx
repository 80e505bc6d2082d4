import type { ReactNode } from 'react';

/** A column of a {@link Table}: the key its cells use and its header text. */
export interface TableColumn {
  key: string;
  header: string;
}

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
              <th key={column.key} scope="col" role="columnheader">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr key={row.key} role="row">
              {columns.map((column) => (
                <td key={column.key} role="cell" data-label={column.header}>
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
