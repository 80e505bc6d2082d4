export * from './cyber-plans';
export * from './cyber-request';
export * from './cyber-status-machines';
