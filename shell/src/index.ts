// Async boundary: shared singletons are negotiated by module federation before any is imported.
// The page is painted before this runs, by index.html's inline script (first-paint/): a guest's
// landing whole, any other page its frame, so what the person sees first waits for no script. The registry is fetched at once
// (the page preloads it) and handed on. The landing then stays the page, with nothing more loaded;
// the sign-in interaction page is drawn by the slim sign-in page (React alone); a guest asking to
// sign in gets that page on this same document (the provider's request followed in the
// background) before the full shell is fetched at all; on a remote's page,
// that remote is fetched alongside the shell's code rather than after it.
import '@platform/ui/src/ui.css';
import './app/shell.css';
import './first-paint/first-paint.css';
import { fetchRegistry } from './remotes/fetch-registry';
import { slimSignInInteraction } from './boot/slim-sign-in-path';
import { paintReadDrawn, startPublicRead } from './public-pages/early-read';
import { publicPageOf } from './public-pages/public-page-path';
import { firstInputIntent } from './boot/first-input';
import { afterNextPaint, whenIdle } from './app/when-idle';
import { watchFilesAsked } from './boot/first-screen-files';
import { takeFirstScreenAtPaint } from './boot/first-screen-at-paint-handle';

const root = document.getElementById('root')!;
// Without it (the first paint failed; the same script started this entry), the full shell starts and draws the page.
const painted = root.querySelector('[data-first-paint]')?.getAttribute('data-first-paint');
const registry = fetchRegistry();
const startFullShell = async () => {
  // The first screen the HTML's inline script drew (a home opened again), already on screen: this
  // entry was started once it was (first-paint/shell-entry.ts).
  const atPaint = takeFirstScreenAtPaint();
  // What a first screen asks for is remembered once it is drawn, for the HTML to preload next time.
  watchFilesAsked();
  // The page's remote is three requests deep (manifest, entry, first chunks): they start before
  // the shell's own chunks take the browser's connections. The shell needs the registry anyway.
  await Promise.all([registry, import('./boot/warm-remote')])
    .then(async ([loaded, { warmRemoteOfPage, startHomeReads, drawFirstScreenAtBoot, handOverWhenHomeDrawn }]) => {
      // A home's data is its largest part: its reads start before its remote is asked for.
      const reads = startHomeReads(loaded);
      // The customer home's first screen, drawn by its remote from those answers before the full
      // shell is fetched; the full shell starts once it is on screen and takes over when its home has drawn.
      const firstScreen = await drawFirstScreenAtBoot(loaded, reads, root, { atPaint });
      if (firstScreen) {
        handOverWhenHomeDrawn(root, firstScreen, window.location.pathname);
        // The full shell's parse and run wait for the person's first press, key, touch or move in
        // history; its remote's and its own files are fetched (not run) once the first screen is
        // on screen and the browser is idle: before, they took the bandwidth its paint waited on.
        const intent = firstScreen.intent ?? firstInputIntent();
        void afterNextPaint().then(() =>
          whenIdle(() => {
            warmRemoteOfPage(loaded);
            void import('./boot/prefetch-shell');
          }),
        );
        await intent;
      }
      return warmRemoteOfPage(loaded);
    })
    .catch((error: unknown) => console.warn('[shell] could not fetch the page’s remote early', error));
  (await import('./bootstrap')).startShell(registry);
};
const interaction = slimSignInInteraction(window.location);
const slimPage = () => import('./boot/slim-sign-in');
// The public pages (a certificate's QR code, the signatory's mail) are drawn with React alone too.
const publicPage = publicPageOf(window.location);
const startPublicPage = (page: NonNullable<typeof publicPage>) => {
  // The first paint's read (else one started now) is handed to the page: its data is its largest part.
  const drawn = paintReadDrawn();
  const early = startPublicRead(page, registry);
  early.catch(() => undefined);
  const started =
    page.kind === 'certificate'
      ? import('./public-pages/certificate/start-certificate').then(({ startPage }) =>
          startPage(page.code, registry, early),
        )
      : // The heading the first paint draws from the answer goes on screen before the page's code is fetched.
        drawn
          .then(afterNextPaint)
          .then(() => import('./public-pages/signature/start-signature'))
          .then(({ startPage }) => startPage(page.token, registry, early));
  return started.catch(async (error: unknown) => {
    console.error('[shell] the public page could not start', error);
    await startFullShell();
  });
};
const startSlimSignIn = (uid: string) =>
  slimPage()
    .then(({ startSlimSignIn: start }) => start(uid, registry))
    .catch(async (error: unknown) => {
      console.error('[shell] the slim sign-in page could not start', error);
      await startFullShell();
    });

// `/auth/sign-up` opened cold (an advert's landing), for a guest: the slim sign-up page, React alone.
const startSlimSignUp = () =>
  import('./boot/slim-sign-up')
    .then(({ startSlimSignUp: start }) => start(registry))
    .catch((error: unknown) => {
      console.error('[shell] the slim sign-up page could not start', error);
      return false;
    })
    .then(async (drawn) => {
      if (!drawn) await startFullShell();
    });

/** Whatever this page loads next, started once the first paint is on screen, so none of it races it. */
function boot() {
  if (painted === 'landing')
    void import('./first-paint/landing').then(({ keepLanding }) => keepLanding(root, registry));
  else if (interaction) void startSlimSignIn(interaction);
  else if (window.location.pathname === '/auth/sign-up') void startSlimSignUp();
  else if (publicPage) void startPublicPage(publicPage);
  else if (window.location.pathname !== '/auth/login') void startFullShell();
  else
    // A guest's sign-in form is drawn on this page (the provider's request followed in the
    // background); its code loads while that request is under way.
    void import('./boot/guest-sign-in')
      .then(({ signInAtBoot }) => signInAtBoot(registry, window.location, () => void slimPage()))
      .catch(() => ({ next: 'full-shell' }) as const)
      .then(async (answer) => {
        if (answer.next === 'sign-in-form') await startSlimSignIn(answer.interaction);
        else if (answer.next === 'full-shell') await startFullShell();
      });
}
// Once the first paint is on screen.
void afterNextPaint().then(boot);
