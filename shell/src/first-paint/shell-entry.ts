/**
 * The shell's entry scripts, held by the build (rsbuild.config.ts: each `<script src>` the bundler
 * would add becomes a `<meta name="shell-entry">`) and started by the first paint's inline script:
 * at once on most pages, but on a home or quote link whose first screen is drawn at paint, once that
 * screen is on screen (issue 25: Lighthouse counts every request finished before the largest text,
 * and the entry's 30 KB was the largest of them; the first screen needs none of it).
 *
 * Bundled into the inline script: no imports.
 */

/** The `<meta>` the build puts in place of each entry script. */
export const SHELL_ENTRY_META = 'shell-entry';

/** The build's tag for an entry script, held: the same address, not fetched until `startShellEntry`. */
export const holdEntryScript = <
  Tag extends { tag: string; attrs?: Record<string, string | boolean | null | undefined> },
>(
  tag: Tag,
): Tag | { tag: 'meta'; attrs: { name: string; content: string } } =>
  tag.tag === 'script' && typeof tag.attrs?.src === 'string'
    ? { tag: 'meta', attrs: { name: SHELL_ENTRY_META, content: tag.attrs.src } }
    : tag;

/** Adds the held entry scripts to the page, run in their order (as `defer` ran them). Answers their addresses. */
export function startShellEntry(page: Document = document): string[] {
  const held = [...page.querySelectorAll<HTMLMetaElement>(`meta[name="${SHELL_ENTRY_META}"]`)];
  for (const meta of held) {
    const script = page.createElement('script');
    script.src = meta.content;
    // Inserted scripts run as they arrive unless told otherwise.
    script.async = false;
    page.head.appendChild(script);
    meta.remove();
  }
  return held.map((meta) => meta.content);
}
