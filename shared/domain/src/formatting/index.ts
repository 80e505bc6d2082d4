export * from './formatters';
export * from './locale-tag';
export * from './postal-code';
export * from './retention';
