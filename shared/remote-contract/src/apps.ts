/**
 * The seven front-end apps, their federation names and the port each one is served on
 * by `npm start` (each is deployed on its own; these are the embedded defaults).
 */
export const SHELL_PORT = 3000;
export const API_PORT = 4000;

export const REMOTES = [
  { name: 'mfe_onboarding', folder: 'mfe-onboarding', port: 3001 },
  { name: 'mfe_ipaf', folder: 'mfe-ipaf', port: 3002 },
  { name: 'mfe_quotes_policies', folder: 'mfe-quotes-policies', port: 3003 },
  { name: 'mfe_claims', folder: 'mfe-claims', port: 3004 },
  { name: 'mfe_cyber', folder: 'mfe-cyber', port: 3005 },
  { name: 'mfe_broker', folder: 'mfe-broker', port: 3006 },
] as const;

export type RemoteName = (typeof REMOTES)[number]['name'];
export type AppOwner = RemoteName | 'shell';

/** The module every remote exposes: its parcel lifecycles (see ./parcel.ts). */
export const PARCEL_MODULE = './parcel';
