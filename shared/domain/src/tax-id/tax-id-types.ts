import type { Country } from '../locale';

/**
 * Tax identification types per country (spec section 3, domain-facts.md).
 * pf = individual (pessoa física), pj = company (pessoa jurídica).
 */
export const TAX_ID_TYPES = {
  br: ['CPF', 'CNPJ'],
  mx: ['RFC', 'CURP'],
  co: ['CC', 'RUT'],
  us: ['SSN', 'EIN'],
} as const satisfies Record<Country, readonly string[]>;

export type TaxIdType = (typeof TAX_ID_TYPES)[Country][number];
export type PersonType = 'pf' | 'pj';

export const ALL_TAX_ID_TYPES: readonly TaxIdType[] = Object.values(TAX_ID_TYPES).flat();

/**
 * What the UI preselects. The spec's own defaults, Mexico included (pf RFC, pj CURP labelled
 * DNI) even though Mexican companies usually have an RFC: the user may pick the other type.
 * The US pair is ours (docs/decisions.md): the spec names no default for it.
 */
export const DEFAULT_TAX_ID_TYPE: Record<Country, Record<PersonType, TaxIdType>> = {
  br: { pf: 'CPF', pj: 'CNPJ' },
  mx: { pf: 'RFC', pj: 'CURP' },
  co: { pf: 'CC', pj: 'RUT' },
  us: { pf: 'SSN', pj: 'EIN' },
};

/** The country whose tax id `type` is (RFC -> mx), null for an unknown type. */
export const countryOfTaxIdType = (type: string): Country | null =>
  (Object.keys(TAX_ID_TYPES) as Country[]).find((country) => isTaxIdTypeOf(country, type)) ?? null;

export const taxIdTypesFor = (country: Country): readonly TaxIdType[] => TAX_ID_TYPES[country];

export const isTaxIdTypeOf = (country: Country, type: string): type is TaxIdType =>
  (TAX_ID_TYPES[country] as readonly string[]).includes(type);
