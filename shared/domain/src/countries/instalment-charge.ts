import type { Country } from '../locale';

/**
 * What a country calls the amount an instalment plan adds (the same Price-table maths everywhere):
 * Mexico's insurers charge a "recargo por pago fraccionado" (a surcharge), the others interest.
 * Screens and documents name the line by it.
 */
export type InstalmentCharge = 'INTEREST' | 'SURCHARGE';

export const instalmentChargeOf = (country: Country): InstalmentCharge => (country === 'mx' ? 'SURCHARGE' : 'INTEREST');
