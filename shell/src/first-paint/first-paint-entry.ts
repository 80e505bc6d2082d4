// Built on its own (rsbuild.config.ts, esbuild) and inlined at the end of index.html's body: the
// first paint then needs the HTML and the stylesheet only, no script fetched before it. The entry
// script reads what was painted from `data-first-paint`.
import { readStoredLanguage } from '../locale/stored-language';
import { startReadAtPaint } from '../public-pages/early-read';
import { tabHasSession } from '../boot/kept-session';
import { paintFirst } from './paint-first';
import { paintSigningHeading, type SigningHeading } from './paint-signature';
import { preloadFirstScreenFiles } from '../boot/first-screen-files';
import { startHomeReadsAtPaint } from '../boot/home-reads-at-paint';

const root = document.getElementById('root');
if (root) paintFirst(root, window.location, readStoredLanguage() ?? 'pt', tabHasSession(window.sessionStorage));
// A public page's one read (its data is its largest text) starts with the HTML, not after the scripts;
// the signing page's heading, which names the company, is painted as soon as it is answered.
const read = startReadAtPaint(window.location);
if (root && read?.page.kind === 'signature')
  read.started.drawn = read.started.response
    .then((response) => (response.ok ? (response.clone().json() as Promise<SigningHeading>) : null))
    .then((request) => request && paintSigningHeading(root, request, readStoredLanguage() ?? 'pt'));
// A signed-in page with a first screen: the files it needed last time, all requested now, in
// parallel, instead of each once the script before it has run (boot/first-screen-files.ts).
try {
  // A home's data, its largest part, asked for now rather than once the boot chunk has run.
  startHomeReadsAtPaint(window.location, { session: window.sessionStorage, now: Date.now() });
  preloadFirstScreenFiles(window.location, {
    local: window.localStorage,
    session: window.sessionStorage,
    document,
    now: Date.now(),
  });
} catch {
  // Storage refused (private mode): the boot code fetches each file when it asks for it.
}
