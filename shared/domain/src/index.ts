export * from './locale';
export * from './errors/error-codes';
export * from './errors/error-messages';
export * from './roles';
export * from './statuses';
export * from './validation/email';
export * from './validation/password';
export * from './tax-id';
