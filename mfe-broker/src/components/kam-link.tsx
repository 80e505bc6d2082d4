import { FormattedMessage } from 'react-intl';
import { Headset } from 'lucide-react';
import type { RenderLink } from './render-link';

/**
 * The way from the broker's pages to its key account manager (`useOwnKamId`); nothing until one is
 * assigned. No query here: the broker home's first screen draws it from the boot's `/v3/me`.
 */
export function KamLink({ kamId, renderLink }: { kamId: string | null | undefined; renderLink: RenderLink }) {
  if (!kamId) return null;
  return renderLink({
    to: `/broker/kam/${kamId}`,
    className: 'ui-button ui-button--secondary',
    children: (
      <>
        <Headset size={18} aria-hidden="true" />
        <FormattedMessage id="broker.kamLink" />
      </>
    ),
  });
}
