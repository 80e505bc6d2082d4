import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { formatDate } from '@platform/i18n';
import { usePlatform } from '@platform/remote-kit';
import { Card } from '@platform/ui';
import type { HomeSummary } from './api/load-home-summary';

/** The three cards of the customer home: policies, quotes and the questionnaire. */
export function SummaryCards({ summary }: { summary: HomeSummary }) {
  const { locale } = usePlatform();
  const { activePolicies, nextExpiry, availableQuotes, searchingQuotes, formInProgress } = summary;
  return (
    <div className="ui-grid">
      <SummaryCard
        id="policies"
        title={<FormattedMessage id="home.policies.title" />}
        figure={activePolicies}
        link={{ to: '/dashboard/policies/home', label: <FormattedMessage id="home.policies.link" /> }}
      >
        {nextExpiry ? (
          <FormattedMessage id="home.policies.nextExpiry" values={{ date: formatDate(nextExpiry, locale) }} />
        ) : (
          <FormattedMessage id="home.policies.none" />
        )}
      </SummaryCard>
      <SummaryCard
        id="quotes"
        title={<FormattedMessage id="home.quotes.title" />}
        figure={availableQuotes}
        link={{ to: '/dashboard/quotes/home', label: <FormattedMessage id="home.quotes.link" /> }}
      >
        {availableQuotes > 0 ? (
          <FormattedMessage id="home.quotes.available" values={{ count: availableQuotes }} />
        ) : searchingQuotes > 0 ? (
          <FormattedMessage id="home.quotes.searching" values={{ count: searchingQuotes }} />
        ) : (
          <FormattedMessage id="home.quotes.none" />
        )}
      </SummaryCard>
      {formInProgress ? (
        <SummaryCard
          id="form"
          title={<FormattedMessage id="home.form.title" />}
          link={{
            to: `/ipaf/one-page?user_form_id=${encodeURIComponent(formInProgress.id)}`,
            label: <FormattedMessage id="home.form.continue" />,
          }}
        >
          <FormattedMessage
            id="home.form.inProgress"
            values={{ date: formatDate(formInProgress.updated_at, locale) }}
          />
        </SummaryCard>
      ) : (
        <SummaryCard
          id="form"
          title={<FormattedMessage id="home.form.title" />}
          link={{ to: '/ipaf/prev', label: <FormattedMessage id="home.form.list" /> }}
        >
          <FormattedMessage id="home.form.none" />
        </SummaryCard>
      )}
    </div>
  );
}

interface SummaryCardProps {
  id: string;
  title: ReactNode;
  /** The card's headline number, when it has one. */
  figure?: number;
  link: { to: string; label: ReactNode };
  children: ReactNode;
}

function SummaryCard({ id, title, figure, link, children }: SummaryCardProps) {
  const headingId = `home-card-${id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {figure !== undefined && <p className="ui-card__figure">{figure}</p>}
      <p>{children}</p>
      <Link to={link.to}>{link.label}</Link>
    </Card>
  );
}
