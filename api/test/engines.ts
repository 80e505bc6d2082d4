// Which database engine runs each API test file in `npm test` (issue 25: each behaviour proven once).
// The queries above src/db/connection.ts are the same on both engines, so a file proves its
// behaviour on one of them:
// - 'postgres': the behaviour is PostgreSQL's own: two connections at once (races that only a
//   server can interleave: PGlite is one connection, so there they are one after the other),
//   LISTEN/NOTIFY between API instances, failover, the schema as a real server reports it.
// - 'pglite': the file opens PGlite whatever the run's engine (the migrator, the decision CLI).
// - 'both': the code under test differs per engine (connection.ts's two drivers, pg-boss on each):
//   the smoke file (migrations apply, the app boots, a write, a read, a notification) and the jobs.
// - every other file: the engine that keeps the two suites' times level (`seconds` below).
// `seconds`: the file's tests as CI's vitest JSON report measured them (mean of both engines,
// 26 Nov 2026); each file also costs about START_SECONDS to load and start its app. A file not
// listed runs on both engines and fails scripts/api-test-engines.test.ts until it is listed.
export type ApiTestEngine = 'postgres' | 'pglite';
export type Assignment = { on: ApiTestEngine | 'both'; seconds: number; why?: string };

/** What loading a file's modules and starting its app costs on CI's machine (file wall minus its tests). */
export const START_SECONDS = 8;

const RACE = 'requests at the same time: only a server interleaves them';
const OWN_PGLITE = 'opens PGlite itself, whatever the run';

/** Paths under api/test. */
export const ENGINE_OF_FILE: Record<string, Assignment> = {
  'engine-smoke.test.ts': { on: 'both', seconds: 2, why: 'each driver of src/db/connection.ts' },
  'lib/jobs.test.ts': { on: 'both', seconds: 10, why: 'pg-boss borrows each driver its own way' },

  'db/schema.test.ts': { on: 'postgres', seconds: 2, why: 'the schema as a PostgreSQL server reports it' },
  'failover.test.ts': { on: 'postgres', seconds: 2, why: 'a server that goes away and comes back' },
  'lib/auth/principal-cache.test.ts': { on: 'postgres', seconds: 6, why: 'NOTIFY heard by other connections' },
  'lib/mail-delivery-job.test.ts': { on: 'postgres', seconds: 5, why: 'two instances listening to one queue' },
  'modules/checkouts/checkout.test.ts': { on: 'postgres', seconds: 1, why: RACE },
  'modules/checkouts/e-signature.test.ts': { on: 'postgres', seconds: 3, why: RACE },
  'modules/claims/claims.test.ts': { on: 'postgres', seconds: 2, why: RACE },
  'modules/live/live-instances.test.ts': { on: 'postgres', seconds: 1, why: 'LISTEN/NOTIFY between instances' },
  'modules/policies/payments.test.ts': { on: 'postgres', seconds: 1, why: RACE },
  'modules/quotes/quotes.test.ts': { on: 'postgres', seconds: 1, why: RACE },
  'modules/underwriting/desk.test.ts': { on: 'postgres', seconds: 2, why: RACE },

  'db/migrator.test.ts': { on: 'pglite', seconds: 6, why: OWN_PGLITE },
  'modules/brokers/decide-cli.test.ts': { on: 'pglite', seconds: 7, why: OWN_PGLITE },

  // Balanced: the rest, the longest first, each to the suite with fewer seconds so far.
  'authorization-matrix.test.ts': { on: 'pglite', seconds: 6 },
  'fuzz.test.ts': { on: 'pglite', seconds: 16 },
  'lib/auth/dpop.test.ts': { on: 'pglite', seconds: 1 },
  'lib/mail.test.ts': { on: 'postgres', seconds: 2 },
  'modules/accounts/company-profile.test.ts': { on: 'pglite', seconds: 1 },
  'modules/accounts/pre-application.test.ts': { on: 'pglite', seconds: 0 },
  'modules/accounts/sign-up.test.ts': { on: 'pglite', seconds: 5 },
  'modules/application-forms/application-forms.test.ts': { on: 'postgres', seconds: 1 },
  'modules/application-forms/form-routes-access.test.ts': { on: 'pglite', seconds: 1 },
  'modules/application-forms/prefill.test.ts': { on: 'postgres', seconds: 0 },
  'modules/brokers/book-add-company.test.ts': { on: 'postgres', seconds: 1 },
  'modules/brokers/book-list.test.ts': { on: 'pglite', seconds: 1 },
  'modules/brokers/broker-book.test.ts': { on: 'postgres', seconds: 1 },
  'modules/brokers/broker-quotes.test.ts': { on: 'pglite', seconds: 1 },
  'modules/brokers/kams.test.ts': { on: 'pglite', seconds: 0 },
  'modules/brokers/registration-roles.test.ts': { on: 'pglite', seconds: 2 },
  'modules/brokers/registration.test.ts': { on: 'pglite', seconds: 5 },
  'modules/checkouts/commission-rate.test.ts': { on: 'postgres', seconds: 2 },
  'modules/checkouts/country-checkout.test.ts': { on: 'postgres', seconds: 3 },
  'modules/checkouts/proposal-document.test.ts': { on: 'postgres', seconds: 1 },
  'modules/checkouts/requested-start-date.test.ts': { on: 'postgres', seconds: 0 },
  'modules/checkouts/signed-figures.test.ts': { on: 'pglite', seconds: 1 },
  'modules/checkouts/withdraw-siblings.test.ts': { on: 'postgres', seconds: 1 },
  'modules/cyber/cyber.test.ts': { on: 'postgres', seconds: 3 },
  'modules/dev/dev-mode.test.ts': { on: 'postgres', seconds: 5 },
  'modules/earnings/earnings.test.ts': { on: 'pglite', seconds: 11 },
  'modules/home/home-tasks.test.ts': { on: 'pglite', seconds: 1 },
  'modules/invitations/broker-users.test.ts': { on: 'postgres', seconds: 3 },
  'modules/invitations/team-members.test.ts': { on: 'pglite', seconds: 2 },
  'modules/live/live.test.ts': { on: 'postgres', seconds: 1 },
  'modules/me/access.test.ts': { on: 'pglite', seconds: 1 },
  'modules/policies/local-day.test.ts': { on: 'pglite', seconds: 0 },
  'modules/policies/pay-by-country.test.ts': { on: 'pglite', seconds: 3 },
  'modules/policies/pay-invoice.test.ts': { on: 'postgres', seconds: 2 },
  'modules/policy-documents/policy-documents.test.ts': { on: 'postgres', seconds: 1 },
  'modules/renewals/renewals.test.ts': { on: 'pglite', seconds: 3 },
  'modules/sign-in/google-sign-in.test.ts': { on: 'pglite', seconds: 4 },
  'modules/sign-in/login-interaction.test.ts': { on: 'pglite', seconds: 1 },
  'modules/sign-in/sign-in.test.ts': { on: 'postgres', seconds: 1 },
  'modules/underwriting/country-rating.test.ts': { on: 'pglite', seconds: 3 },
  'platform.test.ts': { on: 'pglite', seconds: 1 },
  'plugins/behind-the-proxy.test.ts': { on: 'postgres', seconds: 1 },
  'plugins/hardening.test.ts': { on: 'postgres', seconds: 0 },
  'plugins/malformed-input.test.ts': { on: 'pglite', seconds: 0 },
  'plugins/rate-limits.test.ts': { on: 'pglite', seconds: 6 },
};

/** Workspace-relative paths (vitest's `exclude`) of the files that do not run on `engine`. */
export function filesNotOn(engine: ApiTestEngine): string[] {
  return Object.entries(ENGINE_OF_FILE)
    .filter(([, { on }]) => on !== engine && on !== 'both')
    .map(([file]) => `api/test/${file}`);
}

/** A suite's share: its files' seconds, each with the start every file pays. */
export function suiteSeconds(engine: ApiTestEngine): number {
  return Object.values(ENGINE_OF_FILE)
    .filter(({ on }) => on === engine || on === 'both')
    .reduce((sum, { seconds }) => sum + START_SECONDS + seconds, 0);
}
