// @vitest-environment node
// npm test runs each API test file on the one engine api/test/engines.ts gives it: a file missing
// there would run twice, a file listed but gone would hide a typo, and one suite much longer than
// the other would keep the run waiting on it.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_OF_FILE, filesNotOn, suiteSeconds } from '../api/test/engines';

const API_TEST = path.resolve(import.meta.dirname, '../api/test');
const onDisk = readdirSync(API_TEST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => file.split(path.sep).join('/'))
  .sort();

describe('the engine of each API test file', () => {
  it('is given for every file under api/test, and only for files that exist', () => {
    expect(Object.keys(ENGINE_OF_FILE).sort()).toEqual(onDisk);
  });

  it('runs every file on at least one engine, and only the smoke file and the jobs on both', () => {
    const skipped = new Set([...filesNotOn('postgres'), ...filesNotOn('pglite')]);
    const everywhere = onDisk.filter((file) => !skipped.has(`api/test/${file}`));
    expect(everywhere).toEqual(['engine-smoke.test.ts', 'lib/jobs.test.ts']);
    const onNeither = filesNotOn('postgres').filter((file) => filesNotOn('pglite').includes(file));
    expect(onNeither).toEqual([]);
  });

  it('keeps the two suites within a tenth of each other (move a balanced file when it tips)', () => {
    const postgres = suiteSeconds('postgres');
    const pglite = suiteSeconds('pglite');
    expect(Math.abs(postgres - pglite), `PostgreSQL ${postgres} s, PGlite ${pglite} s`).toBeLessThanOrEqual(
      Math.max(postgres, pglite) / 10,
    );
  });
});
