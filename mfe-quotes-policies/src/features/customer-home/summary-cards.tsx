import type { ReactNode } from 'react';
import type { Locale } from '@platform/domain';
import { formatDate } from '@platform/domain/formatting';
import { Card } from '@platform/ui/page-parts';
import type { RenderLink } from '@platform/ui/page-parts';
import type { HomeSummary } from './home-summary';
import type { HomeTexts } from './home-texts';

/** The three cards of the customer home: policies, quotes and the questionnaire. */
export function SummaryCards({
  summary,
  locale,
  texts,
  renderLink,
}: {
  summary: HomeSummary;
  locale: Locale;
  texts: HomeTexts;
  renderLink: RenderLink;
}) {
  const { activePolicies, nextExpiry, availableQuotes, searchingQuotes, formInProgress } = summary;
  return (
    <div className="ui-grid">
      <SummaryCard
        renderLink={renderLink}
        id="policies"
        title={texts.text('home.policies.title')}
        figure={activePolicies}
        link={{ to: '/dashboard/policies/home', label: texts.text('home.policies.link') }}
      >
        {nextExpiry
          ? texts.text('home.policies.nextExpiry', { date: formatDate(nextExpiry, locale) })
          : texts.text('home.policies.none')}
      </SummaryCard>
      <SummaryCard
        renderLink={renderLink}
        id="quotes"
        title={texts.text('home.quotes.title')}
        figure={availableQuotes}
        link={{ to: '/dashboard/quotes/home', label: texts.text('home.quotes.link') }}
      >
        {availableQuotes > 0
          ? texts.text('home.quotes.available', { count: availableQuotes })
          : searchingQuotes > 0
            ? texts.text('home.quotes.searching', { count: searchingQuotes })
            : texts.text('home.quotes.none')}
      </SummaryCard>
      {formInProgress ? (
        <SummaryCard
          renderLink={renderLink}
          id="form"
          title={texts.text('home.form.title')}
          link={{
            to: `/ipaf/one-page?user_form_id=${encodeURIComponent(formInProgress.id)}`,
            label: texts.text('home.form.continue'),
          }}
        >
          {texts.text('home.form.inProgress', { date: formatDate(formInProgress.updated_at, locale) })}
        </SummaryCard>
      ) : (
        <SummaryCard
          renderLink={renderLink}
          id="form"
          title={texts.text('home.form.title')}
          link={{ to: '/ipaf/prev', label: texts.text('home.form.list') }}
        >
          {texts.text('home.form.none')}
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
