export * from './client';
export { dropEarlyReads, handEarlyReads, type EarlyAnswer, type EarlyRead } from './early-reads';
export type { paths, components } from './schema.gen';
