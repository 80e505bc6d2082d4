// The bench's one table: each figure against its budget, PASS or FAIL.

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value) => `${Math.round(value)} ms`;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A row: what was measured, the figure shown, the budget shown, and whether it is within budget
 * (`null`: no budget, shown for information).
 */
export const row = (name, figure, budget = '', pass = null) => ({ name, figure, budget, pass });
/** A row for a figure that must stay at or below `limit`. */
export const atMost = (name, value, limit, format) => row(name, format(value), `<= ${format(limit)}`, value <= limit);
/** A row for a figure that must reach `limit`. */
export const atLeast = (name, value, limit, format) => row(name, format(value), `>= ${format(limit)}`, value >= limit);

export function printTable(rows) {
  const widths = ['name', 'figure', 'budget'].map((key) => Math.max(...rows.map((r) => r[key].length), key.length));
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 4)).join('  ');
  console.log(line(['measure', 'figure', 'budget', 'result']));
  console.log(line(widths.map((width) => '-'.repeat(width)).concat('------')));
  for (const r of rows)
    console.log(line([r.name, r.figure, r.budget, r.pass === null ? '' : r.pass ? 'PASS' : 'FAIL']));
  const failed = rows.filter((r) => r.pass === false).length;
  console.log(`\n${failed ? `${failed} over budget` : 'all within budget'}`);
  return failed;
}
