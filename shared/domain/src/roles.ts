/**
 * Roles of spec section 6 as stored in the data. A user holds one role per account or broker.
 * See docs/accounts-and-roles.md for the tenant model.
 */
export const ROLES = [
  'ACCOUNT_ADMIN',
  'TEAM_MEMBER',
  'BROKER',
  'BROKER_INVITED',
  'BROKER_CUSTOMER',
  'GUEST',
  'OPERATIONS',
] as const;
export type Role = (typeof ROLES)[number];

/** A role in an account (memberships); the database and the API schemas take their values from here. */
export const CUSTOMER_ROLES = ['ACCOUNT_ADMIN', 'TEAM_MEMBER', 'BROKER_CUSTOMER'] as const satisfies readonly Role[];
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];
/** A role in a brokerage (broker users). */
export const BROKER_ROLES = ['BROKER', 'BROKER_INVITED'] as const satisfies readonly Role[];
export type BrokerRole = (typeof BROKER_ROLES)[number];

export const isCustomerRole = (role: Role): role is CustomerRole => (CUSTOMER_ROLES as readonly Role[]).includes(role);
export const isBrokerRole = (role: Role): role is BrokerRole => (BROKER_ROLES as readonly Role[]).includes(role);
