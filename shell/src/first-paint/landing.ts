import type { RemoteRegistry } from '@platform/remote-contract';
import { BOOT_LANGUAGES, BOOT_LANGUAGE_TAGS, LANGUAGE_STORAGE_KEY } from '../locale/stored-language';
import { prefetchOnIntent } from '../remotes/prefetch-on-intent';
import { paintFirst } from './paint-first';

/**
 * The landing painted by `paintFirst` stays the page: its language picker paints it again in the
 * chosen language (kept for the next pages), and a link's remote is fetched on intent (pointer
 * over it, keyboard focus on it), so the screen that follows a click finds its code there.
 * Listeners sit on `root`, so they outlive a repaint.
 */
export function keepLanding(
  root: HTMLElement,
  registry: Promise<RemoteRegistry>,
  prefetch: (entry: RemoteRegistry['remotes'][number]) => void = (entry) =>
    void import('../remotes/load-parcel').then(({ prefetchRemote }) => prefetchRemote(entry)),
) {
  root.addEventListener('change', (event) => {
    const picker = event.target;
    if (!(picker instanceof HTMLSelectElement) || picker.id !== 'first-paint-language') return;
    const language = BOOT_LANGUAGES.find((option) => option === picker.value) ?? 'pt';
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    paintFirst(root, window.location, language, false);
    root.querySelector<HTMLSelectElement>('#first-paint-language')?.focus();
  });
  // The painted picker answers before this module arrives: a language chosen in between is applied now.
  const picker = root.querySelector<HTMLSelectElement>('#first-paint-language');
  const chosen = BOOT_LANGUAGES.find((option) => option === picker?.value);
  if (picker && chosen && BOOT_LANGUAGE_TAGS[chosen] !== document.documentElement.lang)
    picker.dispatchEvent(new Event('change', { bubbles: true }));
  // The registry is preloaded by the page: it is there before a person can point at a link.
  void registry.then((loaded) => prefetchOnIntent(loaded, root, prefetch)).catch(() => undefined);
}
