// One way to show a list's states (issue 26): a screen that reads a list hands the query to the
// remote kit's QueryList (its fallback until read, the empty state, else the list), never tests the
// answer's length itself to choose between an empty state and the list. Walks the shell and the
// remotes for a query's answer tested for emptiness by hand (`tasks.data.items.length === 0`).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const appFolders = [
  'shell/src',
  ...readdirSync(root)
    .filter((folder) => folder.startsWith('mfe-'))
    .map((folder) => `${folder}/src`),
];

const sources = (folder: string) =>
  readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

/** `query.data.items.length === 0`, `query.data?.policies.length > 0`: a query's list counted by hand. */
const HAND_COUNTED = /\b\w+\.data\??\.[\w.?]+\.length\s*(===|!==|>|<|>=|<=)\s*\d/;

const handCountedLists = (path: string, text: string) =>
  text
    .split('\n')
    .map((line, index) => ({ line, number: index + 1 }))
    .filter(({ line }) => HAND_COUNTED.test(line))
    .map(({ number }) => `${path}:${number}`);

describe('every list a screen reads shows its states through QueryList', () => {
  it('finds a query’s answer counted by hand, and lets QueryList’s items pass', () => {
    expect(handCountedLists('a.tsx', 'if (tasks.data.items.length === 0) return <EmptyState />;')).toEqual(['a.tsx:1']);
    expect(handCountedLists('b.tsx', '{earnings.data?.policies.length > 0 && <Table />}')).toEqual(['b.tsx:1']);
    expect(handCountedLists('c.tsx', '<QueryList query={tasks} items={(data) => data.items} />')).toEqual([]);
  });

  it('finds none in the shell and the remotes', () => {
    const found = appFolders
      .flatMap(sources)
      .flatMap((path) => handCountedLists(path, readFileSync(join(root, path), 'utf8')));
    expect(found).toEqual([]);
  });
});
