import type { Language } from '../locale';
import type { Product } from '../statuses';
import { QUOTE_GROUPS } from './quote-status-machine';
import { productOfSlug } from './quote-terms';

/**
 * The heading of a product's options (`dashboard/quotes/:group/:product/:form`, the link of the
 * "your quotes are ready" mail), in one place for both that paint it: the quotes remote's compare
 * screen, and the shell's first paint of that address (which imports this file alone, so the
 * heading, the page's largest text, does not wait for the quotes remote; issue 25).
 * `{product}` is the product's full name (`@platform/i18n/product-names`).
 */
export const QUOTE_COMPARE_TITLE = {
  pt: { 'quote.compare.title': '{product}: compare as opções' },
  en: { 'quote.compare.title': '{product}: compare the options' },
  es: { 'quote.compare.title': '{product}: compare las opciones' },
} as const satisfies Record<Language, Record<'quote.compare.title', string>>;

/**
 * The product a compare address names (`/dashboard/quotes/:group/:product/:form`, as the quotes
 * remote reads it: a quote group and a product's slug), or null for any other address.
 */
export function productOfCompareAddress(pathname: string): Product | null {
  const [, dashboard, quotes, group, slug, form, ...rest] = pathname.split('/');
  if (dashboard !== 'dashboard' || quotes !== 'quotes' || !form || rest.length) return null;
  return (QUOTE_GROUPS as readonly string[]).includes(group ?? '') ? productOfSlug(slug ?? '') : null;
}
