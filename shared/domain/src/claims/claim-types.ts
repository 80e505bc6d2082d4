import type { Product } from '../statuses';

export const CLAIM_TYPES = [
  'THIRD_PARTY_CLAIM',
  'REGULATORY_INVESTIGATION',
  'DATA_BREACH',
  'RANSOMWARE',
  'BUSINESS_INTERRUPTION',
  'PROFESSIONAL_ERROR',
  'OTHER',
] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

/**
 * What each product's wording covers, so a report names an event its policy can answer (issue 21
 * item 7): the report-a-claim screen offers only these and the API refuses any other
 * (CLAIM_TYPE_NOT_COVERED). D&O answers claims against directors and regulators' inquiries; E&O a
 * client's claim for a professional error; cyber the incident itself, the regulator (ANPD) and
 * third parties whose data leaked. OTHER stays on every product for what fits no name.
 */
export const CLAIM_TYPES_BY_PRODUCT: Record<Product, readonly ClaimType[]> = {
  D_AND_O: ['THIRD_PARTY_CLAIM', 'REGULATORY_INVESTIGATION', 'OTHER'],
  E_AND_O: ['PROFESSIONAL_ERROR', 'THIRD_PARTY_CLAIM', 'OTHER'],
  CYBER: [
    'DATA_BREACH',
    'RANSOMWARE',
    'BUSINESS_INTERRUPTION',
    'REGULATORY_INVESTIGATION',
    'THIRD_PARTY_CLAIM',
    'OTHER',
  ],
};

/** The claim types a policy of `product` can be reported under, in the order the form lists them. */
export const claimTypesFor = (product: Product): readonly ClaimType[] => CLAIM_TYPES_BY_PRODUCT[product];
