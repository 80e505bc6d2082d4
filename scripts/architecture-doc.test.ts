// docs/architecture.md names, for each kind of change, the file to copy (issue 26 item 8): every
// path it names must exist, so that the map does not drift from the code.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const map = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
/** Code spans that are repository paths: a top-level folder of the repo, then more. */
const paths = [...map.matchAll(/`([\w.-]+\/[\w./*-]*)`/g)]
  .map((match) => match[1]!.replace(/\/\*$/, '/'))
  .filter((candidate) => existsSync(path.join(ROOT, candidate.split('/')[0]!)));

describe('docs/architecture.md', () => {
  it('names paths, and every one exists', () => {
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((named) => !existsSync(path.join(ROOT, named)))).toEqual([]);
  });
});
