import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Headset } from 'lucide-react';
import { useMe, type Me } from '@platform/remote-kit';

/** The id of the brokerage's KAM, if operations assigned one. */
const kamIdOf = (me: Me) => me.broker?.kam_id ?? null;

/**
 * Whether a KAM is assigned, and whose: the page showing the link reads it with its own first
 * reads, from the remote's one `/v3/me` query (the area's gate read it already).
 */
export function useOwnKamId() {
  return useMe(kamIdOf);
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
