import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { createApiClient, errorCodeOf, unwrap, type ApiClient } from '@platform/api-client';
import type { BrokerStatus, ErrorCode } from '@platform/domain';
import { Loading } from '@platform/ui';
import { useShell } from '../app/shell-context';

/** A brokerage as the operations lists show it (GET /v3/operations/brokers). */
export interface OpsBrokerage {
  id: string;
  legal_name: string;
  tax_id_type: string;
  tax_id: string;
  submitted_at?: string | null;
}

export type OpsBrokerList =
  { status: 'loading' } | { status: 'error'; code: ErrorCode } | { status: 'success'; items: OpsBrokerage[] };

/**
 * The brokerages in one status, read for an operations page (the shell runs no query cache of its
 * own: the remote kit is not loaded for it). Read again whenever `reloads` changes.
 */
export function useOpsBrokers(status: BrokerStatus, reloads = 0): { api: ApiClient; list: OpsBrokerList } {
  const { session, apiBaseUrl, auth } = useShell();
  const token = useStore(session, (s) => s.user.token);
  const [list, setList] = useState<OpsBrokerList>({ status: 'loading' });
  const api = useMemo(
    () => createApiClient({ baseUrl: apiBaseUrl, authorize: (request) => auth.authorize(request, token ?? '') }),
    [apiBaseUrl, auth, token],
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    unwrap(api.GET('/v3/operations/brokers', { params: { query: { status } } })).then(
      (answer) => live && setList({ status: 'success', items: answer.items }),
      (error: unknown) => live && setList({ status: 'error', code: errorCodeOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, api, status, reloads]);

  return { api, list };
}

/** The items of a list once read, for `ListStates`; undefined while loading or after an error. */
export const itemsOf = (list: OpsBrokerList) => (list.status === 'success' ? list.items : undefined);

/** What an operations list shows until it is read: the loading view, or the catalogue's error. */
export function OpsListFallback({ list }: { list: OpsBrokerList }) {
  const intl = useIntl();
  if (list.status === 'loading') return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
  if (list.status === 'error') return <p role="alert">{intl.formatMessage({ id: `error.${list.code}` })}</p>;
  return null;
}
