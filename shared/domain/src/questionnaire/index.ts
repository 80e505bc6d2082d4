export * from './question-types';
export * from './definitions';
export * from './answers';
export * from './merge';
export * from './form-status-machine';
export * from './progress';
