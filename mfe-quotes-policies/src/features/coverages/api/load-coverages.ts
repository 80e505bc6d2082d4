import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';
import { PRODUCTS, type Product } from '@platform/domain';

/** Where each product stands for the account (spec section 2: the coverage cards' labels). */
export type CoverageStanding = 'CURRENT_POLICY' | 'QUOTE_IN_PROGRESS' | 'AVAILABLE';

/** The product cards of dashboard/coverages, from the account's policies and quotes (read in parallel). */
export async function loadCoverages(api: ApiClient): Promise<{ product: Product; standing: CoverageStanding }[]> {
  const [policies, quotes] = await Promise.all([unwrap(api.GET('/v3/policies')), unwrap(api.GET('/v3/quotes'))]);
  const insured = new Set(
    policies.items.filter((policy) => policy.status !== 'EXPIRED').map((policy) => policy.product),
  );
  const quoting = new Set(
    quotes.items
      .filter((quote) => quote.status === 'SEARCHING' || quote.status === 'AVAILABLE')
      .map((quote) => quote.product),
  );
  return PRODUCTS.map((product) => ({
    product,
    standing: insured.has(product) ? 'CURRENT_POLICY' : quoting.has(product) ? 'QUOTE_IN_PROGRESS' : 'AVAILABLE',
  }));
}

export const coveragesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['coverages'], queryFn: () => loadCoverages(api) });

export function useCoverages() {
  const { api } = usePlatform();
  return useQuery(coveragesQuery(api));
}
