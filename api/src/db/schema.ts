// The database schema, one file per area under schema/: the single source of the tables. Queries
// are typed from it and drizzle-kit generates the migrations from it (docs/database.md:
// `npm run db:generate`). Enumerated columns take their lists from @platform/domain and get a CHECK
// built from the same list (schema/columns.ts). test/db/schema.test.ts fails when the schema and
// the migrations disagree.
export * from './schema/accounts';
export * from './schema/brokers';
export * from './schema/application-forms';
export * from './schema/quotes';
export * from './schema/policies';
export * from './schema/payments';
export * from './schema/certificates';
export * from './schema/claims';
export * from './schema/cyber';
export * from './schema/platform';
export * from './schema/audit';
export * from './schema/earnings';
export * from './schema/renewals';
