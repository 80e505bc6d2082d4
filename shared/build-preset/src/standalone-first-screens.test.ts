import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isStandaloneFirstScreen, standaloneFirstScreenUrl } from '@platform/remote-contract/first-screen';
import { bundleFirstScreen, standaloneFirstScreenFile } from './index.mjs';

const BROKER = path.resolve(import.meta.dirname, '../../../mfe-broker');

describe('a first screen built alone', () => {
  it('is written where the shell looks for it, beside the remote’s manifest', () => {
    for (const module of ['./first-screen', './quote-link-first-screen']) {
      const url = standaloneFirstScreenUrl('http://localhost:3006/mf-manifest.json', module);
      expect(url).toBe(`http://localhost:3006/${standaloneFirstScreenFile(module)}`);
      expect(isStandaloneFirstScreen(new URL(url).pathname)).toBe(true);
    }
    expect(isStandaloneFirstScreen('/static/js/async/first-screen.1a2b.js')).toBe(false);
  });

  it('is one ES module with Preact in place of React, exporting what it draws and the contract it was built for', async () => {
    const code = await bundleFirstScreen({ appRoot: BROKER, source: './src/first-screen.tsx', contract: 7 });
    // Inside the workspace, where the test runner may import from.
    const folder = path.resolve(import.meta.dirname, '../node_modules/.cache/standalone-first-screens');
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, 'first-screen.mjs');
    await writeFile(file, code);
    // Imported as the browser imports it: nothing left to resolve.
    const built = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
    expect(Object.keys(built).sort()).toEqual(['drawFirstScreen', 'platform']);
    expect(typeof built.drawFirstScreen).toBe('function');
    expect(built.platform).toEqual({ contract: 7, singletons: {} });
    // None of React's own code: its internals' names are not in it.
    expect(/__CLIENT_INTERNALS|__SECRET_INTERNALS|react-dom/.test(code)).toBe(false);
  });
});
