// Negotiated broker commission (insurance-model.md section 3: rates are negotiated per broker and
// product, 15-25% common for D&O and cyber). Operations record a rate per broker and product within
// these bounds; the checkout discloses the broker of record's rate for the product, or the default.

/**
 * The broker's pay, disclosed as an amount before signing (CNSP Resolution 382/2020,
 * insurance-model.md section 3): a rate of the gross (net of tax) premium. The rate is negotiated
 * per broker and product (below); without one, the platform's default applies (docs/checkout.md).
 */
export const DEFAULT_BROKER_COMMISSION_RATE = 0.2;
export const brokerCommission = (grossPremiumCents: number, rate: number) => Math.round(grossPremiumCents * rate);

/** The lowest and highest rate operations may record (a fraction of the net premium). */
export const BROKER_COMMISSION_RATE_BOUNDS = { min: 0.05, max: 0.3 } as const;

/** Null when `rate` may be recorded; else why not (a catalogue code for the field). */
export function commissionRateProblem(rate: number): 'VALIDATION_FAILED' | null {
  if (!Number.isFinite(rate)) return 'VALIDATION_FAILED';
  if (rate < BROKER_COMMISSION_RATE_BOUNDS.min || rate > BROKER_COMMISSION_RATE_BOUNDS.max) return 'VALIDATION_FAILED';
  // Four decimals: what the database keeps (numeric(5,4)), e.g. 17.25% = 0.1725.
  if (Math.abs(Math.round(rate * 10_000) - rate * 10_000) > 1e-6) return 'VALIDATION_FAILED';
  return null;
}

/** The rate the checkout uses: the negotiated one when recorded, else the platform's default. */
export const effectiveCommissionRate = (negotiated: number | string | null | undefined): number =>
  negotiated === null || negotiated === undefined ? DEFAULT_BROKER_COMMISSION_RATE : Number(negotiated);
