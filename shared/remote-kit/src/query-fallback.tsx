import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState, ListStates, Loading } from '@platform/ui';
import { errorCodeOf } from '@platform/api-client';
import { UnexpectedError } from './unexpected-error';
import { BrokerPendingScreen } from './broker-approval/broker-pending-screen';

/**
 * What the list states read of a query (a `useQuery` result is one), or of several read as one
 * (`readTogether`).
 */
export interface QueryRead<D> {
  status: 'pending' | 'error' | 'success';
  data: D | undefined;
  error: unknown;
  refetch: () => unknown;
}

/**
 * Two reads a screen shows as one (a section made of both): pending or failed as the first of them
 * that is, read when both are, with both answers; a retry asks again for both.
 */
export function readTogether<A, B>(first: QueryRead<A>, second: QueryRead<B>): QueryRead<[A, B]> {
  const refetch = () => Promise.all([first.refetch(), second.refetch()]);
  const waiting = [first, second].find((query) => query.status !== 'success');
  if (waiting) return { status: waiting.status, data: undefined, error: waiting.error, refetch };
  return { status: 'success', data: [first.data as A, second.data as B], error: null, refetch };
}

/**
 * What a screen shows while its query is not a success: the loading text, the catalogue error
 * with a retry, or, for a record that is not there (404: unknown, another account's, or a
 * malformed id, which the API also answers 404), `notFound` when the screen gives one and the
 * shared not-found view otherwise: a missing record is never "an unexpected error" (issue 21).
 */
export function QueryFallback({
  query,
  notFound,
}: {
  query: Pick<QueryRead<unknown>, 'status' | 'error' | 'refetch'>;
  notFound?: ReactNode;
}) {
  const intl = useIntl();
  if (query.status === 'pending') return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
  const code = errorCodeOf(query.error);
  if (code === 'NOT_FOUND') return <>{notFound ?? <PageNotFound />}</>;
  // A brokerage awaiting approval opening a broker screen of any remote: the pending screen, not an error.
  if (code === 'BROKER_PENDING_APPROVAL') return <BrokerPendingScreen />;
  return <UnexpectedError onRetry={() => void query.refetch()} detail={intl.formatMessage({ id: `error.${code}` })} />;
}

/**
 * A list read by a query, in its three states (`ListStates`): the query's fallback (loading, the
 * catalogue error with a retry) until it is read, `empty` for a list read empty, else `children`,
 * given the items and the whole answer (a total, a next page's cursor, totals around the list).
 * `fallback` (`null` for nothing) replaces the shared one where a screen says a refusal its own way (an invited broker
 * user's "only the administrator sees this").
 */
export function QueryList<D, T>({
  query,
  items,
  empty,
  fallback,
  children,
}: {
  query: QueryRead<D>;
  /** The list in the query's answer (`(data) => data.items` for the API's lists). */
  items: (data: D) => readonly T[];
  empty: ReactNode;
  fallback?: ReactNode;
  children: (items: readonly T[], data: D) => ReactNode;
}) {
  const data = query.status === 'success' ? query.data : undefined;
  const read = data !== undefined ? items(data) : undefined;
  return (
    <ListStates
      items={read}
      fallback={read === undefined && (fallback === undefined ? <QueryFallback query={query} /> : fallback)}
      empty={empty}
    >
      {(list) => children(list, data as D)}
    </ListStates>
  );
}

/** A record that does not exist (or is not the user's): said plainly, with the way back. */
export function RecordNotFound({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text: string;
  backTo: string;
  backLabel: ReactNode;
}) {
  return (
    <section className="ui-page">
      <EmptyState
        title={title}
        text={text}
        action={
          <Link className="ui-button ui-button--primary" to={backTo}>
            {backLabel}
          </Link>
        }
      />
    </section>
  );
}

/**
 * A path no screen answers (a mistyped or stale link): said plainly, in the user's language, with
 * the way home (`/` takes each role to its own home). Every remote's catch-all route shows it.
 */
export function PageNotFound() {
  const intl = useIntl();
  return (
    <RecordNotFound
      title={intl.formatMessage({ id: 'common.notFound.title' })}
      text={intl.formatMessage({ id: 'common.notFound.text' })}
      backTo="/"
      backLabel={intl.formatMessage({ id: 'common.notFound.home' })}
    />
  );
}
