// What `npm test` may spend per part on the 2-core CI machine (issue 25: the whole run in 15
// minutes), printed at the end beside what each part took, so a part that grows past its share is
// seen the day it happens. The figures are a clean machine's (docs/development.md, "Where npm
// test's minutes go"); on a loaded machine every part runs slow, so a part over budget is reported,
// not failed. A part whose steps run side by side (the build and the component catalogue) took as
// long as its longest step; the API part runs beside the build part, and counts from the end of
// the unit part to the end of both API suites (the PostgreSQL suite starts with the run, beside the
// static and unit parts).

/** Seconds per part; with the build beside the API suites, they leave a minute of the 15 for the rest. */
export const BUDGET_SECONDS = {
  static: 60,
  unit: 60,
  API: 240,
  build: 60,
  e2e: 390,
  'dev modes': 60,
};
export const TOTAL_BUDGET_SECONDS = 15 * 60;

/**
 * The lines printed at the end: each part's seconds against its budget (marked OVER past it),
 * then the whole run's. `parts`: seconds per part name (parts that did not run are left out).
 */
export function budgetReport(parts, totalSeconds) {
  const width = Math.max(...Object.keys(BUDGET_SECONDS).map((name) => name.length), 'total'.length);
  const line = (name, took, budget) =>
    `${name.padEnd(width)}  ${String(took).padStart(4)} s of ${String(budget).padStart(3)} s${took > budget ? '  OVER BUDGET' : ''}`;
  return [
    ...Object.entries(BUDGET_SECONDS)
      .filter(([name]) => parts[name] !== undefined)
      .map(([name, budget]) => line(name, parts[name], budget)),
    line('total', totalSeconds, TOTAL_BUDGET_SECONDS),
  ];
}
