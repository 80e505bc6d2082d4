export * from './policy-status-machine';
export * from './in-force';
