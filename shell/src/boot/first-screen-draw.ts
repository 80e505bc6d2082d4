/**
 * What both draws of a first screen do, the boot's (first-screen.ts) and the HTML's inline script's
 * (first-screen-at-paint.ts): read the early reads' answers, and draw the module's view in place of
 * the painted frame's loading state. Bundled into the inline script too: nothing heavy imported.
 */
import { DEFAULT_LOCALE } from '@platform/domain/locale';
import type { FirstScreenModule } from '@platform/remote-contract/first-screen';
import { readStoredLanguage } from '../locale/stored-language';

/** A read started early: its address, and its answer once the API has sent it. */
interface StartedRead {
  url: string;
  answer: Promise<{ response: Response }>;
}

/**
 * The JSON body of each read, by path (`/v3/me`, ...), as a first screen draws from them; read from
 * copies, so the originals stay for the full shell's API client. Rejects on any refusal.
 */
export async function answersOf(reads: Iterable<StartedRead>): Promise<Record<string, unknown>> {
  const bodies = await Promise.all(
    [...reads].map(async ({ url, answer }) => {
      const { response } = await answer;
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const address = new URL(url);
      return [address.pathname + address.search, await response.clone().json()] as const;
    }),
  );
  return Object.fromEntries(bodies);
}

/** The painted frame's main, where a first screen is drawn; null on a page painted otherwise. */
export const paintedMain = (root: HTMLElement): HTMLElement | null =>
  root.querySelector<HTMLElement>('[data-first-paint="frame"] main');

/**
 * Draws `module`'s first screen in the person's language, apart, then puts it in `main` at once:
 * a refusal (thrown, or rejected while drawn in slices) leaves the frame as it was. Answers the
 * area it was drawn in and its remover.
 */
export async function drawFirstScreenInto(
  main: HTMLElement,
  module: FirstScreenModule,
  { answers, pathname }: { answers: Record<string, unknown>; pathname: string },
): Promise<{ area: HTMLElement; unmount(): void }> {
  const locale = { ...DEFAULT_LOCALE, language: readStoredLanguage() ?? DEFAULT_LOCALE.language };
  const area = document.createElement('div');
  area.className = 'shell-remote-area';
  const drawn = await module.drawFirstScreen(area, { locale, answers, pathname });
  main.replaceChildren(area);
  return { area, unmount: () => drawn.unmount() };
}
