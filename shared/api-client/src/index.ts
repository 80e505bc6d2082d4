export * from './client';
export type { paths, components } from './schema.gen';
