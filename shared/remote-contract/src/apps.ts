/**
 * The six remotes by their federation names. Where each is served (ports, manifest URLs) is
 * deployment: `shell/public/registry.json` at runtime, `scripts/stack.mjs` for `npm start`.
 */
export const REMOTE_NAMES = [
  'mfe_onboarding',
  'mfe_ipaf',
  'mfe_quotes_policies',
  'mfe_claims',
  'mfe_cyber',
  'mfe_broker',
] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];
export type AppOwner = RemoteName | 'shell';

/** The module every remote exposes: its parcel lifecycles (see ./parcel.ts). */
export const PARCEL_MODULE = './parcel';
