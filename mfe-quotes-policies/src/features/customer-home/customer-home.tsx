import { useSession } from '@platform/session';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { useHomeSummary } from './api/load-home-summary';
import { useHomeTasks } from './api/list-home-tasks';
import { routerLink } from '@platform/remote-kit';
import { CustomerHomeView } from './customer-home-view';

/**
 * The customer home (./customer-home-view.tsx) from its queries. The tasks are read alongside the
 * summary and the page is drawn once both are in: a task list arriving after the summary pushed
 * it down under the person's eyes (issue 25, a layout shift on every visit).
 */
export function CustomerHome() {
  const { session, locale } = usePlatform();
  const firstName = useSession(session, (s) => s.user.first_name);
  const summary = useHomeSummary();
  const tasks = useHomeTasks();

  if (summary.status !== 'success') return <QueryFallback query={summary} />;
  if (tasks.isPending) return <QueryFallback query={tasks} />;
  return (
    <CustomerHomeView
      firstName={firstName}
      summary={summary.data}
      tasks={tasks.status === 'success' ? tasks.data.items : null}
      tasksFallback={<QueryFallback query={tasks} />}
      locale={locale}
      renderLink={routerLink}
    />
  );
}
