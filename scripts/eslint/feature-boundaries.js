// The import boundaries inside a remote (docs/frontend-pattern.md), as one small ESLint rule:
// `no-restricted-imports` matches import strings, not the files they reach, and a relative path
// to another feature reads differently from every folder depth; eslint-plugin-import's
// `no-restricted-paths` would need a TypeScript resolver (native bindings) for the same check.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHARED_FOLDERS = ['components', 'lib', 'testing'];
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('testing');

/** The subpaths a shared package publishes (`exports` of its package.json), as `./testing`. */
const publicEntries = new Map();
function publishes(pkg, subpath) {
  if (!publicEntries.has(pkg)) {
    const manifest = path.join(ROOT, 'shared', pkg, 'package.json');
    const exports = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).exports : undefined;
    publicEntries.set(pkg, new Set(exports && typeof exports === 'object' ? Object.keys(exports) : ['.']));
  }
  return publicEntries.get(pkg).has(`./${subpath}`);
}

/** Where a file sits in a remote: its `src` folder and, inside a feature, the feature's folder. */
function placeOf(file) {
  const match = /^(.*[\\/]mfe-[^\\/]+[\\/]src)[\\/](?:features[\\/]([^\\/]+)[\\/])?/.exec(file);
  return match ? { src: match[1], feature: match[2] && path.join(match[1], 'features', match[2]) } : null;
}

const inside = (file, folder) => file === folder || file.startsWith(folder + path.sep);

export const featureBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      deepImport: '{{source}} reaches inside a shared package: import its public entry ({{entry}}).',
      otherFeature:
        'A feature imports only its own folder, the remote’s components/ and lib/: move what {{source}} shares to components/ or lib/.',
      outsideRemote: '{{source}} reaches outside this remote: import shared code through its @platform/* package.',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const place = placeOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const platform = /^@platform\/([^/]+)\/(.+)$/.exec(source);
      // A stylesheet has no entry point to go through.
      if (platform && !source.endsWith('.css') && !publishes(platform[1], platform[2]))
        return context.report({ node, messageId: 'deepImport', data: { source, entry: `@platform/${platform[1]}` } });
      if (!place || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (!inside(target, place.src)) return context.report({ node, messageId: 'outsideRemote', data: { source } });
      if (!place.feature || isTest(file) || inside(target, place.feature)) return;
      if (!SHARED_FOLDERS.some((folder) => inside(target, path.join(place.src, folder))))
        context.report({ node, messageId: 'otherFeature', data: { source } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
