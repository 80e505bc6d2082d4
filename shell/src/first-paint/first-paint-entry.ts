// Built on its own (rsbuild.config.ts, esbuild) and inlined at the end of index.html's body: the
// first paint then needs the HTML and the stylesheet only, no script fetched before it. The entry
// script reads what was painted from `data-first-paint`.
import { readStoredLanguage } from '../locale/stored-language';
import { startReadAtPaint } from '../public-pages/early-read';
import { tabHasSession } from '../boot/kept-session';
import { paintFirst } from './paint-first';
import { drawFirstScreenAtPaint } from '../boot/first-screen-at-paint';
import { afterLargestPaint } from '../app/when-idle';
import type { FirstScreenAtPaint } from '../boot/first-screen-at-paint-handle';
import { startShellEntry } from './shell-entry';
import { paintSigningHeading, type SigningHeading } from './paint-signature';

const root = document.getElementById('root');
try {
  if (root) paintFirst(root, window.location, readStoredLanguage() ?? 'pt', tabHasSession(window.sessionStorage));
} catch (error) {
  // Nothing painted: the shell's entry, started below, draws the page (index.ts).
  console.error('[shell] the first paint failed', error);
}
// A home or quote link opened again: its first screen drawn now, from the module remembered and the
// head's reads (boot/first-screen-at-paint.ts); the shell's entry is fetched once it is on screen.
let drawing: Promise<FirstScreenAtPaint | null> | null = null;
try {
  if (root) drawing = drawFirstScreenAtPaint(root, window.location, { local: window.localStorage });
} catch {
  // Storage refused (private mode): the boot code draws it.
}
if (drawing)
  void drawing
    .then((drawn) => drawn && Promise.race([afterLargestPaint(performance.now()), drawn.intent]))
    .then(() => startShellEntry());
else startShellEntry();
// A public page's one read (its data is its largest text) starts with the HTML, not after the scripts;
// the signing page's heading, which names the company, is painted as soon as it is answered.
const read = startReadAtPaint(window.location);
if (root && read?.page.kind === 'signature')
  read.started.drawn = read.started.response
    .then((response) => (response.ok ? (response.clone().json() as Promise<SigningHeading>) : null))
    .then((request) => request && paintSigningHeading(root, request, readStoredLanguage() ?? 'pt'));
