export * from './policy-status-machine';
