import type { IntlShape } from 'react-intl';

/** Products' names in the user's language as one list ("D&O e E&O"), or the "none yet" text. */
export function productList(intl: IntlShape, products: readonly string[]): string {
  if (products.length === 0) return intl.formatMessage({ id: 'broker.company.noProducts' });
  return intl.formatList(products.map((product) => intl.formatMessage({ id: `product.${product}.short` })));
}
