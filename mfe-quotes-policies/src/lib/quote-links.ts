// The quote screens' addresses, pure (no reads, no router): the quote screens and the customer
// home's first screen (./first-screen.tsx) link with them.
import type { Product } from '@platform/domain';
import type { QuoteGroup } from '@platform/domain/quote-status';
import { PRODUCT_SLUGS } from '@platform/domain/quote-terms';

/** What an address is built from: a quote's product, its questionnaire and, for a detail, its id. */
type QuoteAddress = { id: string; product: Product; application_form_id: string | null };

/** A quote without a questionnaire (older ones) stands as `none` in the address. */
export const NO_FORM = 'none';
export const formSlugOf = (quote: Pick<QuoteAddress, 'application_form_id'>) => quote.application_form_id ?? NO_FORM;

/**
 * `dashboard/quotes/:type/:product/:userFormId`: `type` is the quote group the options are in
 * (searching, available, being-issued, expired), `product` its slug (dno, eno, cyber),
 * `userFormId` the questionnaire that asked for them (`none` for quotes without one).
 */
export const compareLink = (group: QuoteGroup, quote: Pick<QuoteAddress, 'product' | 'application_form_id'>) =>
  `/dashboard/quotes/${group}/${PRODUCT_SLUGS[quote.product]}/${formSlugOf(quote)}`;

/** The detail of one option: the same address under `detail/`, the option in `?quote=`. */
export const detailLink = (group: QuoteGroup, quote: Pick<QuoteAddress, 'id' | 'product' | 'application_form_id'>) =>
  `/dashboard/quotes/detail/${group}/${PRODUCT_SLUGS[quote.product]}/${formSlugOf(quote)}?quote=${quote.id}`;

/** Checkout (built by the checkout screens) for the selected option. */
export const checkoutLink = (quoteId: string) => `/dashboard/quotes/checkout/${quoteId}`;
