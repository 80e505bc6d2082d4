import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CircleCheckBig, ClipboardList } from 'lucide-react';
import { EmptyState, Page, Section } from '@platform/ui';
import { useSession } from '@platform/session';
import { QueryFallback, QueryList, usePlatform } from '@platform/remote-kit';
import { useHomeSummary } from './api/load-home-summary';
import { useHomeTasks } from './api/list-home-tasks';
import { HomeTaskList } from './components/home-task-list';
import { SummaryCards } from './summary-cards';

/**
 * dashboard/index and dashboard/index-customer: a greeting, what needs the customer now (late
 * first, each one tap from its screen), then where the customer's insurance stands. The tasks are
 * read alongside the summary and the page is drawn once both are in: a task list arriving after
 * the summary pushed it down under the person's eyes (issue 25, a layout shift on every visit).
 */
export function CustomerHome() {
  const { session } = usePlatform();
  const intl = useIntl();
  const firstName = useSession(session, (s) => s.user.first_name);
  const summary = useHomeSummary();
  const tasks = useHomeTasks();

  if (summary.status !== 'success') return <QueryFallback query={summary} />;
  if (tasks.isPending) return <QueryFallback query={tasks} />;
  const title = firstName ? (
    <FormattedMessage id="home.greeting" values={{ name: firstName }} />
  ) : (
    <FormattedMessage id="home.greetingAnonymous" />
  );
  if (summary.data.isNewCustomer)
    return (
      <Page title={title} titleId="home-title">
        <EmptyState
          icon={<ClipboardList size={40} strokeWidth={1.5} />}
          title={intl.formatMessage({ id: 'home.empty.title' })}
          text={intl.formatMessage({ id: 'home.empty.text' })}
          action={
            <Link className="ui-button ui-button--primary" to="/ipaf/one-page">
              <FormattedMessage id="home.empty.start" />
            </Link>
          }
        />
      </Page>
    );
  return (
    <Page title={title} titleId="home-title" description={<FormattedMessage id="home.subtitle" />}>
      <Section title={<FormattedMessage id="home.tasks.title" />}>
        <HomeTasks tasks={tasks} />
      </Section>
      <Section title={<FormattedMessage id="home.summary.title" />}>
        <SummaryCards summary={summary.data} />
      </Section>
    </Page>
  );
}

function HomeTasks({ tasks }: { tasks: ReturnType<typeof useHomeTasks> }) {
  const intl = useIntl();
  return (
    <QueryList
      query={tasks}
      items={(data) => data.items}
      empty={
        <EmptyState
          icon={<CircleCheckBig size={40} strokeWidth={1.5} />}
          title={intl.formatMessage({ id: 'home.tasks.empty.title' })}
          text={intl.formatMessage({ id: 'home.tasks.empty.text' })}
        />
      }
    >
      {(items) => <HomeTaskList tasks={items} />}
    </QueryList>
  );
}
