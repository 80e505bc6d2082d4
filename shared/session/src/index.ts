export * from './session-state';
export * from './session-store';
export * from './use-session';
