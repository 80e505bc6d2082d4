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

export const CUSTOMER_ROLES: readonly Role[] = ['ACCOUNT_ADMIN', 'TEAM_MEMBER', 'BROKER_CUSTOMER'];
export const BROKER_ROLES: readonly Role[] = ['BROKER', 'BROKER_INVITED'];

export const isCustomerRole = (role: Role) => CUSTOMER_ROLES.includes(role);
export const isBrokerRole = (role: Role) => BROKER_ROLES.includes(role);
