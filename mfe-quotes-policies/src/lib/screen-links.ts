// Where the quote and policy screens link to: the customer's dashboard/... addresses, or, when a
// broker of record opens them for a company (./broker-company.tsx), broker/company/:id/....
import type { QuoteGroup } from '@platform/domain';
import { useBrokerCompany } from './broker-company';
import { checkoutLink, compareLink, detailLink } from './quote-links';
import type { QuoteRow } from './quotes';

type QuoteAddress = Pick<QuoteRow, 'id' | 'product' | 'application_form_id'>;

/** Where the quote and policy screens link to, in the customer's area or the broker's. */
export interface ScreenLinks {
  quotesHome: string;
  /** A product's options side by side (the broker's `quotes/:quoteId/detail`). */
  compare: (group: QuoteGroup, quote: QuoteAddress) => string;
  /** One option in full (the broker's `quotes/:quoteId/more-detail`). */
  detail: (group: QuoteGroup, quote: QuoteAddress) => string;
  checkout: (quoteId: string) => string;
  policiesHome: string;
  policy: (policyId: string) => string;
  policyMoreInfo: (policyId: string) => string;
  /** Where a new questionnaire starts (the customer's), or the company's page (the broker's). */
  newForm: string;
}

const CUSTOMER_LINKS: ScreenLinks = {
  quotesHome: '/dashboard/quotes/home',
  compare: compareLink,
  detail: detailLink,
  checkout: checkoutLink,
  policiesHome: '/dashboard/policies/home',
  policy: (policyId) => `/dashboard/policies/detail/${policyId}`,
  policyMoreInfo: (policyId) => `/dashboard/policies/detail/${policyId}/more-info`,
  newForm: '/ipaf/prev',
};

/** A quote's screens in the broker's area: its options (detail), in full (more-detail), its checkout. */
export const brokerQuotePath = (companyId: string, quoteId: string, screen: 'detail' | 'more-detail' | 'checkout') =>
  `/broker/company/${companyId}/quotes/${quoteId}/${screen}`;

export const brokerPolicyPath = (companyId: string, policyId: string) =>
  `/broker/company/${companyId}/policies/${policyId}/detail`;

/** The broker's addresses of one company's screens (spec section 2, broker/company/{id}/...). */
export function brokerLinks(companyId: string): ScreenLinks {
  const base = `/broker/company/${companyId}`;
  return {
    quotesHome: `${base}/quotes`,
    compare: (_group, quote) => brokerQuotePath(companyId, quote.id, 'detail'),
    detail: (_group, quote) => brokerQuotePath(companyId, quote.id, 'more-detail'),
    checkout: (quoteId) => brokerQuotePath(companyId, quoteId, 'checkout'),
    // The broker's quotes page lists the company's policies too.
    policiesHome: `${base}/quotes`,
    policy: (policyId) => brokerPolicyPath(companyId, policyId),
    policyMoreInfo: (policyId) => `${base}/policies/${policyId}/more-detail`,
    newForm: `${base}/detail`,
  };
}

export function useScreenLinks(): ScreenLinks {
  const company = useBrokerCompany();
  return company ? brokerLinks(company.id) : CUSTOMER_LINKS;
}
