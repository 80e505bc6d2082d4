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
