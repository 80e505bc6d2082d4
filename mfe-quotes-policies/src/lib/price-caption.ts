import type { QuoteTexts } from './quote-texts';
import type { QuotePrice } from './quote-price';

/**
 * What the price a year includes, in words: the country's taxes by name (IOF, IVA), or the desk's
 * state charges of a US quote, then the interest-free instalments where the plan has more than one.
 */
export function priceCaption({ text, list }: QuoteTexts, price: QuotePrice, instalment: string): string {
  const included = [...price.taxes, ...(price.charges.length ? [text('quote.price.stateCharges')] : [])];
  if (!included.length) return text('quote.price.captionPlain', { count: price.count, amount: instalment });
  const taxes = list(included);
  return price.count > 1
    ? text('quote.price.caption', { taxes, count: price.count, amount: instalment })
    : text('quote.price.captionOnce', { taxes });
}
