// Built on its own (build-first-paint.ts) and inlined in index.html's head, before the stylesheet
// the bundler adds there: an inline script after a stylesheet waits for it to arrive, and on slow
// 4G that put a signed-in page's first requests ~0.5 s later than the HTML allows (issue 25).
import { preloadFirstScreenFiles, rememberedStandaloneFirstScreen } from '../boot/first-screen-files';
import { preloadRegistry } from '../remotes/fetch-registry';
import { startHomeReadsAtPaint } from '../boot/home-reads-at-paint';

// A signed-in page with a first screen: the files it needed last time, all requested now, in
// parallel, instead of each once the script before it has run (boot/first-screen-files.ts).
let drawnAtPaint = false;
try {
  // A home's data, its largest part, asked for now rather than once the boot chunk has run.
  const reading = startHomeReadsAtPaint(window.location, { session: window.sessionStorage, now: Date.now() });
  preloadFirstScreenFiles(window.location, {
    local: window.localStorage,
    session: window.sessionStorage,
    document,
    now: Date.now(),
  });
  // Then drawn by the first paint's script (boot/first-screen-at-paint.ts), before the shell starts.
  drawnAtPaint = reading && rememberedStandaloneFirstScreen(window.location.pathname, window.localStorage) !== null;
} catch {
  // Storage refused (private mode): the boot code fetches each file when it asks for it.
}
if (!drawnAtPaint) preloadRegistry(document);
