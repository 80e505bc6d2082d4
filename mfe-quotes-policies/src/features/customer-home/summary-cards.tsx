import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Locale } from '@platform/domain';
import { formatDate } from '@platform/domain/formatting';
import { Card } from '@platform/ui';
import type { RenderLink } from './components/render-link';
import type { HomeSummary } from './home-summary';

/** The three cards of the customer home: policies, quotes and the questionnaire. */
export function SummaryCards({
  summary,
  locale,
  renderLink,
}: {
  summary: HomeSummary;
  locale: Locale;
  renderLink: RenderLink;
}) {
  const { activePolicies, nextExpiry, availableQuotes, searchingQuotes, formInProgress } = summary;
  return (
    <div className="ui-grid">
      <SummaryCard
        renderLink={renderLink}
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
        renderLink={renderLink}
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
          renderLink={renderLink}
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
          renderLink={renderLink}
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
  renderLink: RenderLink;
}

function SummaryCard({ id, title, figure, link, children, renderLink }: SummaryCardProps) {
  const headingId = `home-card-${id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {figure !== undefined && <p className="ui-card__figure">{figure}</p>}
      <p>{children}</p>
      {renderLink({ to: link.to, children: link.label })}
    </Card>
  );
}
