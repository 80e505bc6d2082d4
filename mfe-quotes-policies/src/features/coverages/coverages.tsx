import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { QueryFallback } from '@platform/remote-kit';
import { useCoverages, type CoverageStanding } from './api/load-coverages';

/** Where each card leads: apply, follow the quote, or see the policy. */
const NEXT: Record<CoverageStanding, { to: string; label: string }> = {
  AVAILABLE: { to: '/ipaf/one-page', label: 'coverages.apply' },
  QUOTE_IN_PROGRESS: { to: '/dashboard/quotes/home', label: 'coverages.seeQuotes' },
  CURRENT_POLICY: { to: '/dashboard/policies/home', label: 'coverages.seePolicy' },
};

/** dashboard/coverages: a card per product with where the account stands and the next step. */
export function Coverages() {
  const intl = useIntl();
  const coverages = useCoverages();
  if (coverages.status !== 'success') return <QueryFallback query={coverages} />;
  return (
    <section className="ui-page" aria-labelledby="coverages-title">
      <header className="ui-page-header">
        <h1 id="coverages-title">
          <FormattedMessage id="screen.quotesPolicies.coverages" />
        </h1>
      </header>
      <ul className="summary-cards">
        {coverages.data.map(({ product, standing }) => (
          <li key={product}>
            <article className="ui-card" aria-labelledby={`coverage-${product}`}>
              <h2 id={`coverage-${product}`}>{intl.formatMessage({ id: `product.${product}` })}</h2>
              <p>{intl.formatMessage({ id: `coverages.standing.${standing}` })}</p>
              <Link className="ui-button ui-button--secondary" to={NEXT[standing].to}>
                {intl.formatMessage({ id: NEXT[standing].label })}
              </Link>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
