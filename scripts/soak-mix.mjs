// The pure parts of the soak (e2e/bench/soak.mjs): the order in which the kinds of request are sent,
// and the summary of what came back. Kept apart so they are tested without a stack.

/**
 * One cycle of kinds for `weights` ({ kind: how many per cycle }), spread evenly (smooth weighted
 * round robin, as nginx balances): { a: 2, b: 1 } gives a, b, a, not a, a, b, so a short run still
 * sends each kind in its share.
 */
export function mixSchedule(weights) {
  const entries = Object.entries(weights).filter(([, weight]) => weight > 0);
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const current = new Map(entries.map(([kind]) => [kind, 0]));
  const cycle = [];
  for (let slot = 0; slot < total; slot += 1) {
    for (const [kind, weight] of entries) current.set(kind, current.get(kind) + weight);
    const [chosen] = [...current].reduce((best, entry) => (entry[1] > best[1] ? entry : best));
    current.set(chosen, current.get(chosen) - total);
    cycle.push(chosen);
  }
  return cycle;
}

/** The value below which `p` percent of `sorted` (ascending) lie, nearest rank; 0 for none. */
export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Per kind, from samples `{ kind, status, ms }` (status 0: no answer): requests, errors by status
 * (anything not 2xx) and p50/p99 in ms, kinds in the order first seen.
 */
export function summarize(samples) {
  const kinds = new Map();
  for (const { kind, status, ms } of samples) {
    if (!kinds.has(kind)) kinds.set(kind, { kind, requests: 0, errors: {}, latencies: [] });
    const entry = kinds.get(kind);
    entry.requests += 1;
    entry.latencies.push(ms);
    if (status < 200 || status > 299) entry.errors[status] = (entry.errors[status] ?? 0) + 1;
  }
  return [...kinds.values()].map(({ latencies, ...entry }) => {
    const sorted = latencies.sort((a, b) => a - b);
    return { ...entry, p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
  });
}
