/**
 * A home or quote link opened again cold (issue 25): its first screen drawn by the HTML's inline
 * script (first-paint-entry.ts) from the module remembered for this path and the reads the head's
 * script started, without waiting for the shell's entry and boot chunks. Lighthouse counts every
 * request finished before the largest text; here that is the HTML, the stylesheet, the reads and
 * the module, where the boot's draw added the entry's chunks and a round trip. The shell's entry is
 * started once this is on screen (first-paint-entry.ts), and the boot code takes what this drew
 * (`takeFirstScreenAtPaint`, first-screen-at-paint-handle.ts).
 *
 * Bundled into the inline script: nothing heavy imported.
 */
import { REMOTE_CONTRACT_VERSION } from '@platform/remote-contract/compatibility';
import { importFirstScreenBuiltAlone } from '../remotes/first-screen-built-alone';
import { firstInputIntent } from './first-input';
import { rememberedStandaloneFirstScreen } from './first-screen-files';
import { paintReadAnswers } from './home-reads-at-paint';
import { answersOf, drawFirstScreenInto, paintedMain } from './first-screen-draw';
import { keepFirstScreenAtPaint, type FirstScreenAtPaint } from './first-screen-at-paint-handle';

/**
 * Starts drawing this path's first screen in place of the painted frame's loading state, when the
 * device remembers the standalone module it was drawn with last time and the head's script started
 * its reads. Answers the draw (null once refused: a read refused, a module gone or built for a later
 * contract; the boot then draws as on a first visit), also kept for `takeFirstScreenAtPaint`; or
 * null at once when there is nothing to draw from.
 */
export function drawFirstScreenAtPaint(
  root: HTMLElement,
  location: Pick<Location, 'pathname'>,
  { local, importModule }: { local: Storage; importModule?: (url: string) => Promise<unknown> },
): Promise<FirstScreenAtPaint | null> | null {
  const main = paintedMain(root);
  const from = rememberedStandaloneFirstScreen(location.pathname, local);
  const reads = paintReadAnswers();
  if (!main || !from || !reads?.size) return null;
  const drawn = Promise.all([
    importFirstScreenBuiltAlone(from, REMOTE_CONTRACT_VERSION, { importModule }),
    answersOf([...reads].map(([url, answer]) => ({ url, answer }))),
  ])
    .then(async ([module, answers]) => {
      const { area, unmount } = await drawFirstScreenInto(main, module, { answers, pathname: location.pathname });
      // The shell's entry starts after this: a press meanwhile starts it, and is pressed again on the real page.
      let pressed: string | null = null;
      area.addEventListener(
        'click',
        (event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (button && pressed === null) pressed = button.textContent;
        },
        { capture: true },
      );
      return { unmount, from, intent: firstInputIntent(), pressed: () => pressed };
    })
    .catch((error: unknown) => {
      console.warn('[shell] the first screen was not drawn at paint; the boot draws it', error);
      return null;
    });
  keepFirstScreenAtPaint(drawn);
  return drawn;
}
