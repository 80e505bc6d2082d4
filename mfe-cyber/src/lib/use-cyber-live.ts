import { useEffect } from 'react';
import { useLiveUpdates, useQueryClient } from '@platform/remote-kit';

/** Every cyber query starts with this key: a live update refreshes them all. */
export const CYBER_KEY = 'cyber';
/** The live topic the API publishes cyber changes on (LIVE_TOPICS.cyber of @platform/domain). */
const CYBER_TOPIC = 'cyber';

/** Reads the account's cyber data again when the API says a request or report changed; answers the latest update. */
export function useCyberLive() {
  const update = useLiveUpdates(CYBER_TOPIC);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (update) void queryClient.invalidateQueries({ queryKey: [CYBER_KEY] });
  }, [update, queryClient]);
  return update;
}
