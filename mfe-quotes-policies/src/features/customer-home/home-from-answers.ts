import { audienceOf } from '@platform/remote-contract';
import type { HomeTask } from './api/list-home-tasks';
import { summariseHome, type HomeSummary } from './home-summary';

/** What the customer home is drawn from, read from the boot's answers instead of its queries. */
export interface HomeFromAnswers {
  firstName: string | null;
  summary: HomeSummary;
  tasks: readonly HomeTask[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function itemsOf<T>(answers: Readonly<Record<string, unknown>>, path: string): T[] {
  const answer = answers[path];
  if (!isObject(answer) || !Array.isArray(answer.items)) throw new Error(`the answer of ${path} is not a list`);
  return answer.items as T[];
}

/**
 * The home's first screen's data from the JSON answers of `/v3/me` and the home's first reads
 * (`homeFirstReads`). Throws, so that nothing is drawn, for someone whose home is not this one (a
 * broker, operations: the full shell sends them to theirs) or an answer of another shape.
 */
export function homeFromAnswers(answers: Readonly<Record<string, unknown>>): HomeFromAnswers {
  const me = answers['/v3/me'];
  if (!isObject(me) || !isObject(me.user)) throw new Error('the answer of /v3/me is not a person');
  const role = typeof me.role === 'string' ? me.role : null;
  if (audienceOf({ role, isBroker: Boolean(me.broker) }) !== 'customer') throw new Error('not a customer');
  const firstName = typeof me.user.first_name === 'string' && me.user.first_name ? me.user.first_name : null;
  type Summarised = Parameters<typeof summariseHome>;
  return {
    firstName,
    summary: summariseHome(
      itemsOf<Summarised[0][number]>(answers, '/v3/policies'),
      itemsOf<Summarised[1][number]>(answers, '/v3/quotes'),
      itemsOf<Summarised[2][number]>(answers, '/v3/application-forms'),
    ),
    tasks: itemsOf<HomeTask>(answers, '/v3/home/tasks'),
  };
}
