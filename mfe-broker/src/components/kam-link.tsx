import { Headset } from 'lucide-react';
import type { RenderLink } from '@platform/ui/page-parts';

/**
 * The way from the broker's pages to its key account manager (`useOwnKamId`); nothing until one is
 * assigned. No query here: the broker home's first screen draws it from the boot's `/v3/me`; nor
 * react-intl: its words (`broker.kamLink`) come from the page that draws it.
 */
export function KamLink({
  kamId,
  label,
  renderLink,
}: {
  kamId: string | null | undefined;
  label: string;
  renderLink: RenderLink;
}) {
  if (!kamId) return null;
  return renderLink({
    to: `/broker/kam/${kamId}`,
    className: 'ui-button ui-button--secondary',
    children: (
      <>
        <Headset size={18} aria-hidden="true" />
        {label}
      </>
    ),
  });
}
