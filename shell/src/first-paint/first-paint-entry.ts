// Built on its own (rsbuild.config.ts, esbuild) and inlined at the end of index.html's body: the
// first paint then needs the HTML and the stylesheet only, no script fetched before it. The entry
// script reads what was painted from `data-first-paint`.
import { readStoredLanguage } from '../locale/stored-language';
import { startReadAtPaint } from '../public-pages/early-read';
import { paintFirst, tabHasSession } from './paint-first';

const root = document.getElementById('root');
if (root) paintFirst(root, window.location, readStoredLanguage() ?? 'pt', tabHasSession(window.sessionStorage));
// A public page's one read (its data is its largest text) starts with the HTML, not after the scripts.
startReadAtPaint(window.location);
