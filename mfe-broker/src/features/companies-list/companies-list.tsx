import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorCodeOf } from '@platform/api-client';
import type { ErrorCode } from '@platform/domain';
import { FormError, lazyScreen, QueryFallback, usePlatform } from '@platform/remote-kit';
import { routerLink } from '@platform/remote-kit';
import { useOwnKamId } from '../../components/use-own-kam-id';
import { exportCompanies } from './api/export-companies';
import { useBookTasks } from './api/list-book-tasks';
import { useBrokerCompanies } from './api/list-companies';
import { bookViewFrom, bookViewParams, type BookView } from './book-view';
import { BrokerHomeView } from './broker-home-view';

// "Add company" is fetched, with its texts, when the broker opens it: the first visit does not carry it.
const AddCompanyDialog = lazyScreen(
  () => import('./components/add-company-dialog'),
  (m) => m.AddCompanyDialog,
  () => import('./add-company-messages').then((m) => m.addCompanyMessages),
);

/**
 * broker/index (./broker-home-view.tsx) from its queries: what the book needs now, then the book
 * itself, searched, filtered, sorted and paged on the server (keyset: "previous" goes back through
 * the cursors already followed).
 */
export function CompaniesList() {
  const { api, locale } = usePlatform();
  const [params, setParams] = useSearchParams();
  const view = bookViewFrom(params);
  const [cursors, setCursors] = useState<string[]>([]);
  const [exportError, setExportError] = useState<ErrorCode | null>(null);
  const [adding, setAdding] = useState(false);
  const companies = useBrokerCompanies(view, cursors.at(-1) ?? null);
  // Read with the companies and drawn with them: the task list arriving after the book pushed it
  // down under the broker's eyes (issue 25, layout shift).
  const tasks = useBookTasks();
  // The KAM link too: drawn after the page, it wrapped the header's actions on a phone and moved
  // everything under them down (issue 25, the broker home's CLS).
  const kamId = useOwnKamId();

  const show = (next: BookView) => {
    setCursors([]);
    setParams(bookViewParams(next), { replace: true });
  };
  const download = () => {
    setExportError(null);
    exportCompanies(api, view, locale.language).catch((failure: unknown) => setExportError(errorCodeOf(failure)));
  };
  const nextCursor = companies.data?.next_cursor;

  if (tasks.isPending) return <QueryFallback query={tasks} />;
  // Its first answer only, whatever it is: a retry of a failed read does not take the page away.
  if (!kamId.isFetched) return <QueryFallback query={kamId} />;
  return (
    <BrokerHomeView
      tasks={tasks.status === 'success' ? tasks.data.items : null}
      tasksFallback={<QueryFallback query={tasks} />}
      kamId={kamId.data}
      book={companies.status === 'success' ? companies.data : undefined}
      bookFallback={<QueryFallback query={companies} />}
      view={view}
      hasPrevious={cursors.length > 0}
      pageChanging={companies.isPlaceholderData}
      exportError={<FormError code={exportError} />}
      locale={locale}
      renderLink={routerLink}
      onAdd={() => setAdding(true)}
      onExport={download}
      onShow={show}
      onPrevious={() => setCursors((stack) => stack.slice(0, -1))}
      onNext={() => nextCursor && setCursors((stack) => [...stack, nextCursor])}
    >
      {adding && <AddCompanyDialog onClose={() => setAdding(false)} />}
    </BrokerHomeView>
  );
}
