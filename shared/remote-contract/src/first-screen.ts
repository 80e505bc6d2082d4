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

/** What `FIRST_SCREEN_MODULE` exports. */
export interface FirstScreenModule {
  /**
   * Draws the first screen into `container` at once, or throws when the answers are not what it
   * draws from (another kind of account, an unexpected shape): then nothing is drawn.
   */
  drawFirstScreen(container: HTMLElement, data: FirstScreenData): { unmount(): void };
}

/**
 * What `QUOTE_LINK_FIRST_SCREEN_MODULE` exports: a first screen too big to draw in one task (the
 * quote link's options), drawn in slices. Throws as `FirstScreenModule`'s does, or answers once
 * drawn, or rejects, having drawn nothing.
 */
export interface SlicedFirstScreenModule {
  drawFirstScreen(container: HTMLElement, data: FirstScreenData): Promise<{ unmount(): void }>;
}

/** Either kind, as the shell's boot code loads it and awaits what it draws. */
export interface LoadedFirstScreen {
  drawFirstScreen(container: HTMLElement, data: FirstScreenData): { unmount(): void } | Promise<{ unmount(): void }>;
}
