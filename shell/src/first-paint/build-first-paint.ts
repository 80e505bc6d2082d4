import { buildSync } from 'esbuild';
import path from 'node:path';

/**
 * One of index.html's inline scripts (`entry`, in src/first-paint/, and what it imports), bundled
 * and minified into one expression: the first paint's (first-paint-entry.ts) and the head's
 * (first-requests-entry.ts). The static server allows exactly these scripts by their hashes in
 * the Content-Security-Policy (scripts/security-headers.mjs reads them from the built HTML).
 */
export function buildInlineScript(appRoot: string, entry: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(appRoot, 'src/first-paint', entry)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  return outputFiles[0]!.text.trim();
}
