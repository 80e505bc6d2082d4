// Built on its own (rsbuild.config.ts, esbuild) and inlined at the end of index.html's body: the
// first paint then needs the HTML and the stylesheet only, no script fetched before it. The entry
// script reads what was painted from `data-first-paint`.
import { readStoredLanguage } from '../locale/stored-language';
import { startReadAtPaint } from '../public-pages/early-read';
import { tabHasSession } from '../boot/kept-session';
import { paintFirst } from './paint-first';
import { paintSigningHeading, type SigningHeading } from './paint-signature';

const root = document.getElementById('root');
if (root) paintFirst(root, window.location, readStoredLanguage() ?? 'pt', tabHasSession(window.sessionStorage));
// A public page's one read (its data is its largest text) starts with the HTML, not after the scripts;
// the signing page's heading, which names the company, is painted as soon as it is answered.
const read = startReadAtPaint(window.location);
if (root && read?.page.kind === 'signature')
  read.started.drawn = read.started.response
    .then((response) => (response.ok ? (response.clone().json() as Promise<SigningHeading>) : null))
    .then((request) => request && paintSigningHeading(root, request, readStoredLanguage() ?? 'pt'));
