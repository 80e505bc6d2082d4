import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BriefcaseBusiness, ShieldCheck, UsersRound } from 'lucide-react';
import type { Product } from '@platform/domain';
import { Card, Cluster, Page, Stack, StatusBadge, type StatusTone } from '@platform/ui';
import { QueryFallback } from '@platform/remote-kit';
import { useCoverages, type CoverageStanding } from './api/load-coverages';
import { useText } from '@platform/i18n';

/** Where each card leads: apply, follow the quote, or see the policy; the account's next step is the primary one. */
const NEXT: Record<CoverageStanding, { to: string; label: string; tone: StatusTone; variant: string }> = {
  AVAILABLE: { to: '/ipaf/one-page', label: 'coverages.apply', tone: 'neutral', variant: 'primary' },
  QUOTE_IN_PROGRESS: { to: '/dashboard/quotes/home', label: 'coverages.seeQuotes', tone: 'info', variant: 'primary' },
  CURRENT_POLICY: {
    to: '/dashboard/policies/home',
    label: 'coverages.seePolicy',
    tone: 'success',
    variant: 'secondary',
  },
};

/** A picture for each product: whom or what it protects. */
const ICONS: Record<Product, ReactNode> = {
  D_AND_O: <UsersRound aria-hidden="true" size={32} strokeWidth={1.75} />,
  E_AND_O: <BriefcaseBusiness aria-hidden="true" size={32} strokeWidth={1.75} />,
  CYBER: <ShieldCheck aria-hidden="true" size={32} strokeWidth={1.75} />,
};

/** dashboard/coverages: each product, what it covers in plain words, where the account stands and the next step. */
export function Coverages() {
  const coverages = useCoverages();
  const text = useText();
  return (
    <Page
      title={text('screen.quotesPolicies.coverages')}
      titleId="coverages-title"
      description={text('coverages.intro')}
      width="narrow"
    >
      {coverages.status !== 'success' ? (
        <QueryFallback query={coverages} />
      ) : (
        <Stack gap={4}>
          {coverages.data.map(({ product, standing }) => (
            <Card key={product} as="article" padding="lg" aria-labelledby={`coverage-${product}`}>
              <Stack gap={3}>
                <Cluster gap={3}>
                  {ICONS[product]}
                  <h2 id={`coverage-${product}`}>{text(`product.${product}`)}</h2>
                </Cluster>
                <div>
                  <StatusBadge
                    status={standing}
                    tone={NEXT[standing].tone}
                    label={text(`coverages.standing.${standing}`)}
                  />
                </div>
                <p>{text(`coverages.summary.${product}`)}</p>
                <div>
                  <Link className={`ui-button ui-button--${NEXT[standing].variant}`} to={NEXT[standing].to}>
                    {text(NEXT[standing].label)}
                  </Link>
                </div>
              </Stack>
            </Card>
          ))}
        </Stack>
      )}
    </Page>
  );
}
