// Apart from the registration's rules (./broker-registration.ts: e-mail, URL, password and tax-id
// checks): the broker area's gate, on every broker page's start, needs these alone (h-broker).

/** Spec section 9: "broker account approval within 10 days" — the pending screen says "about" this. */
export const BROKER_APPROVAL_DAYS = 10;

/** The register steps after sign-up, in the order the broker goes through them. */
export const BROKER_REGISTER_STEPS = ['tax-registry', 'regulator-registry', 'address', 'bank-data', 'files'] as const;
export type BrokerRegisterStep = (typeof BROKER_REGISTER_STEPS)[number];
export const isBrokerRegisterStep = (value: unknown): value is BrokerRegisterStep =>
  (BROKER_REGISTER_STEPS as readonly unknown[]).includes(value);

/**
 * Whether the broker area's screens open for a brokerage of this status (`/v3/me`'s
 * `broker.status`): an approved one, or no brokerage at all (the area's routes send a customer or
 * operations elsewhere). Any other status sees the pending screen (spec section 6). Decided here
 * once for the area's gate and the broker home's first screen, drawn before the gate exists.
 */
export const opensBrokerArea = (status: string | null): boolean => status === 'APPROVED' || status === null;
