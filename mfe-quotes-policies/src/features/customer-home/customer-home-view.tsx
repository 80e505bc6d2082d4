import type { ReactNode } from 'react';
import { CircleCheckBig, ClipboardList } from 'lucide-react';
import type { Locale } from '@platform/domain';
import { EmptyState, ListStates, Page, Section } from '@platform/ui/page-parts';
import type { HomeTask } from './api/list-home-tasks';
import { HomeTaskList } from './components/home-task-list';
import type { RenderLink } from '@platform/ui/page-parts';
import type { HomeSummary } from './home-summary';
import { SummaryCards } from './summary-cards';
import { homeTexts } from './home-texts';

export interface CustomerHomeViewProps {
  firstName: string | null;
  summary: HomeSummary;
  /** The tasks once read; null while `tasksFallback` stands in for them (their read failed). */
  tasks: readonly HomeTask[] | null;
  tasksFallback?: ReactNode;
  locale: Locale;
  renderLink: RenderLink;
}

/**
 * dashboard/index and dashboard/index-customer, drawn from plain data: a greeting, what needs the
 * customer now (late first, each one tap from its screen), then where the customer's insurance
 * stands. The real home (./customer-home.tsx, its queries and the router's links) and its first
 * screen (../../first-screen.tsx, the boot's answers and plain links) both draw this, so the
 * hand-over from one to the other changes nothing on screen. No router, query cache or kit here.
 */
export function CustomerHomeView({
  firstName,
  summary,
  tasks,
  tasksFallback,
  locale,
  renderLink,
}: CustomerHomeViewProps) {
  const texts = homeTexts(locale);
  const title = firstName ? texts.text('home.greeting', { name: firstName }) : texts.text('home.greetingAnonymous');
  // `display: contents`: a mark for the hand-over and the bench that adds no box to the layout.
  return (
    <div data-screen="customer-home" style={{ display: 'contents' }}>
      {summary.isNewCustomer ? (
        <Page title={title} titleId="home-title">
          <EmptyState
            icon={<ClipboardList size={40} strokeWidth={1.5} />}
            title={texts.text('home.empty.title')}
            text={texts.text('home.empty.text')}
            action={renderLink({
              to: '/ipaf/one-page',
              className: 'ui-button ui-button--primary',
              children: texts.text('home.empty.start'),
            })}
          />
        </Page>
      ) : (
        <Page title={title} titleId="home-title" description={texts.text('home.subtitle')}>
          <Section title={texts.text('home.tasks.title')}>
            <ListStates
              items={tasks ?? undefined}
              fallback={tasksFallback}
              empty={
                <EmptyState
                  icon={<CircleCheckBig size={40} strokeWidth={1.5} />}
                  title={texts.text('home.tasks.empty.title')}
                  text={texts.text('home.tasks.empty.text')}
                />
              }
            >
              {(items) => <HomeTaskList tasks={items} locale={locale} texts={texts} renderLink={renderLink} />}
            </ListStates>
          </Section>
          <Section title={texts.text('home.summary.title')}>
            <SummaryCards summary={summary} locale={locale} texts={texts} renderLink={renderLink} />
          </Section>
        </Page>
      )}
    </div>
  );
}
