import { opensBrokerArea } from '@platform/domain/broker-register-steps';
import { audienceOf, BROKER_HOME, homeFirstReads } from '@platform/remote-contract';
import type { BookTask } from './api/list-book-tasks';
import type { CompaniesPage } from './api/list-companies';

/** What the broker home is drawn from, read from the boot's answers instead of its queries. */
export interface BrokerHomeFromAnswers {
  kamId: string | null;
  tasks: readonly BookTask[];
  book: CompaniesPage;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The address (with its query) the boot read for the home's default view, as `homeFirstReads` names it. */
const READS = homeFirstReads({ pathname: BROKER_HOME, search: '' });
const readOf = (path: string) => READS.find((address) => address.split('?')[0] === path) ?? path;

function listOf(
  answers: Readonly<Record<string, unknown>>,
  path: string,
): Record<string, unknown> & { items: unknown[] } {
  const answer = answers[readOf(path)];
  if (!isObject(answer) || !Array.isArray(answer.items)) throw new Error(`the answer of ${path} is not a list`);
  return answer as Record<string, unknown> & { items: unknown[] };
}

/**
 * The broker home's first screen's data from the JSON answers of `homeFirstReads` (`/v3/me`, the
 * book's tasks, its first page by name). Throws, so that nothing is drawn, for anyone the full
 * shell would not show this home: not a broker (sent to their own home), a brokerage the area's
 * gate keeps out (`opensBrokerArea`: the pending screen), or an answer of another shape (a book
 * opened with a search has no first page read).
 */
export function brokerHomeFromAnswers(answers: Readonly<Record<string, unknown>>): BrokerHomeFromAnswers {
  const me = answers['/v3/me'];
  if (!isObject(me) || !isObject(me.user)) throw new Error('the answer of /v3/me is not a person');
  const role = typeof me.role === 'string' ? me.role : null;
  if (audienceOf({ role, isBroker: Boolean(me.broker) }) !== 'broker' || !isObject(me.broker))
    throw new Error('not a broker');
  const status = typeof me.broker.status === 'string' ? me.broker.status : null;
  if (!opensBrokerArea(status)) throw new Error('the brokerage is not approved');
  const book = listOf(answers, '/v3/broker/companies');
  if (typeof book.total !== 'number') throw new Error('the answer of /v3/broker/companies has no total');
  return {
    kamId: typeof me.broker.kam_id === 'string' ? me.broker.kam_id : null,
    tasks: listOf(answers, '/v3/broker/home/tasks').items as BookTask[],
    book: book as unknown as CompaniesPage,
  };
}
