import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Headset } from 'lucide-react';
import { unwrap, type ApiClient } from '@platform/api-client';
import { queryOptions, usePlatform, useQuery } from '@platform/remote-kit';

/** The id of the brokerage's KAM, if operations assigned one (GET /v3/me). */
const getOwnKamId = async (api: ApiClient) => (await unwrap(api.GET('/v3/me'))).broker?.kam_id ?? null;

export const ownKamIdQuery = (api: ApiClient) =>
  queryOptions({ queryKey: ['broker-kam-id'], queryFn: () => getOwnKamId(api) });

/** Whether a KAM is assigned, and whose: the page showing the link reads it with its own first reads. */
export function useOwnKamId() {
  const { api } = usePlatform();
  return useQuery(ownKamIdQuery(api));
}

/** The way from the broker's pages to its key account manager (`useOwnKamId`); nothing until one is assigned. */
export function KamLink({ kamId }: { kamId: string | null | undefined }) {
  if (!kamId) return null;
  return (
    <Link className="ui-button ui-button--secondary" to={`/broker/kam/${kamId}`}>
      <Headset size={18} aria-hidden="true" />
      <FormattedMessage id="broker.kamLink" />
    </Link>
  );
}
