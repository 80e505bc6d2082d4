import { buildSync } from 'esbuild';
import path from 'node:path';

/**
 * The first paint's script (first-paint-entry.ts and what it imports), bundled and minified into
 * one expression for index.html to inline. The static server allows exactly this script by its
 * hash in the Content-Security-Policy (scripts/security-headers.mjs reads it from the built HTML).
 */
export function buildFirstPaintScript(appRoot: string): string {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(appRoot, 'src/first-paint/first-paint-entry.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  return outputFiles[0]!.text.trim();
}
