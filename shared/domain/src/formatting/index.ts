export * from './formatters';
export * from './locale-tag';
