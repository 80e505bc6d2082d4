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
