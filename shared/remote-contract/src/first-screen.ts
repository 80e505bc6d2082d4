import type { Locale } from '@platform/domain/locale';

/**
 * The module a home's remote exposes beside its parcel: the home's first screen, drawn by the
 * shell's boot code from the early reads' answers before the full shell (router, query cache,
 * kit) has loaded (issue 25: a signed-in home waited for ~250 KB of scripts before its largest
 * text). The full shell then starts and takes over with the real home, drawn from the same answers.
 */
export const FIRST_SCREEN_MODULE = './first-screen';

/**
 * The quote link's first screen (`/dashboard/quotes/:group/:product/:form`, the "your quotes are
 * ready" mail's link), exposed apart by the quotes remote so that neither first screen carries the
 * other's view. Same interface; it reads the options the address names from `pathname`.
 */
export const QUOTE_LINK_FIRST_SCREEN_MODULE = './quote-link-first-screen';

/** What a first screen is drawn from: the JSON bodies of the home's early reads, by path (`/v3/me`, ...). */
export interface FirstScreenData {
  locale: Locale;
  answers: Readonly<Record<string, unknown>>;
  /** The page's address: the quote link's options are the ones it names. */
  pathname?: string;
}

/** What `FIRST_SCREEN_MODULE` and `QUOTE_LINK_FIRST_SCREEN_MODULE` export. */
export interface FirstScreenModule {
  /**
   * Draws the first screen into `container` (in slices: `@platform/ui/draw-in-slices`) and answers
   * once it is on the page; throws at once when the answers are not what it draws from (another kind
   * of account, an unexpected shape), or rejects if drawing fails: then nothing is drawn. The shell
   * awaits what it answers, so a remote built when it drew at once still fits.
   */
  drawFirstScreen(container: HTMLElement, data: FirstScreenData): Promise<{ unmount(): void }>;
}

/** The folder of a remote's first screens built alone, beside its manifest (build-preset writes them there). */
export const STANDALONE_FIRST_SCREENS = 'first-screens';

/**
 * Where a remote's first screen built alone is, beside its manifest: the same module bundled as one
 * ES module with Preact in place of React, sharing nothing with the shell (@platform/build-preset's
 * `firstScreens`), so the boot draws it without the federation runtime, the remote's entry or
 * react-dom (issue 25: ~130 KB of scripts before a home's largest text, ~20 alone). It exports
 * `drawFirstScreen` and `platform`, the contract it was built for.
 */
export const standaloneFirstScreenUrl = (manifestUrl: string, module: string): string =>
  new URL(`${STANDALONE_FIRST_SCREENS}/${module.replace(/^\.\//, '')}.js`, manifestUrl).href;

/** Whether `pathname` is a standalone first screen's (preloaded as a module, as it is imported). */
export const isStandaloneFirstScreen = (pathname: string): boolean =>
  pathname.endsWith('.js') && pathname.split('/').at(-2) === STANDALONE_FIRST_SCREENS;
