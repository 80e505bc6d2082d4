// Which options a quote address names, read from the quotes' list: pure (no reads, no router), for
// quote compare and detail (./quotes.ts) and the quote link's first screen (../quote-link-first-screen.tsx).
import type { Product } from '@platform/domain';
import { QUOTE_GROUPS, type QuoteGroup } from '@platform/domain/quote-status';
import { productOfSlug } from '@platform/domain/quote-terms';
import { formSlugOf } from './quote-links';
import type { QuoteRow } from './quotes';

export const isQuoteGroup = (value: string | undefined): value is QuoteGroup =>
  (QUOTE_GROUPS as readonly string[]).includes(value ?? '');

/** The route's parameters read back: null when they name no group or product. */
export function readQuoteParams(params: { type?: string; product?: string; userFormId?: string }) {
  const product = productOfSlug(params.product ?? '');
  if (!isQuoteGroup(params.type) || !product || !params.userFormId) return null;
  return { group: params.type, product, formSlug: params.userFormId };
}

/**
 * The options of one product asked for by one questionnaire, lowest limit first: those in the
 * address's group, or, when none is there any more (an old link: the options expired or were
 * issued since), all of them.
 */
export function optionsOf(items: readonly QuoteRow[], product: Product, formSlug: string, group?: QuoteGroup) {
  const all = items
    .filter((quote) => quote.product === product && formSlugOf(quote) === formSlug && quote.group !== null)
    .sort((a, b) => Number(a.coverage_limit ?? 0) - Number(b.coverage_limit ?? 0));
  const inGroup = all.filter((quote) => quote.group === group);
  return inGroup.length ? inGroup : all;
}
