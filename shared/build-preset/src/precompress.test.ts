// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module read by rsbuild configs
import { precompress } from './precompress.mjs';

describe('precompress', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const script = `console.log(${JSON.stringify('a policy list '.repeat(100))});`;

  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    mkdirSync(path.join(dist, 'static/js'), { recursive: true });
    writeFileSync(path.join(dist, 'static/js/index.0123abcd.js'), script);
    await precompress(dist);
    const file = path.join(dist, 'static/js/index.0123abcd.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(script.length / 5);
  });

  it('leaves alone images, tiny files and the registry rewritten at deployment', async () => {
    writeFileSync(path.join(dist, 'logo.png'), script);
    writeFileSync(path.join(dist, 'meta.json'), '{"version":"1.0.0"}');
    writeFileSync(path.join(dist, 'registry.json'), JSON.stringify({ remotes: [], note: script }));
    const done: string[] = await precompress(dist);
    expect(done.map((file) => path.basename(file))).toEqual(['index.0123abcd.js']);
    for (const name of ['logo.png', 'meta.json', 'registry.json'])
      expect(existsSync(path.join(dist, `${name}.br`))).toBe(false);
  });
});
