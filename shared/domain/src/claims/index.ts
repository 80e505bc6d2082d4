export * from './claim-status-machine';
export * from './claim-report';
export * from './claim-deadline';
export * from './claim-types';
