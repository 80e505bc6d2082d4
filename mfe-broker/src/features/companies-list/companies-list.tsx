import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Building2, ChevronLeft, ChevronRight, Download, Plus, SearchX } from 'lucide-react';
import { errorCodeOf } from '@platform/api-client';
import type { ErrorCode } from '@platform/domain';
import { FormError, lazyScreen, QueryFallback, QueryList, usePlatform } from '@platform/remote-kit';
import { Button, Cluster, EmptyState, Page, Section, Stack } from '@platform/ui';
import { exportCompanies } from './api/export-companies';
import { useBrokerCompanies } from './api/list-companies';
import { bookViewFrom, bookViewParams, type BookView } from './book-view';
import { BookFilters } from './components/book-filters';
import { useBookTasks } from './api/list-book-tasks';
import { BookTasks } from './components/book-tasks';
import { KamLink, useOwnKamId } from '../../components/kam-link';
import { CompaniesTable } from './components/companies-table';
import { useText } from '@platform/i18n';

// "Add company" is fetched, with its texts, when the broker opens it: the first visit does not carry it.
const AddCompanyDialog = lazyScreen(
  () => import('./components/add-company-dialog'),
  (m) => m.AddCompanyDialog,
  () => import('./add-company-messages').then((m) => m.addCompanyMessages),
);

/**
 * broker/index: what the book needs now, then the book itself, searched, filtered, sorted and paged
 * on the server (keyset: "previous" goes back through the cursors already followed).
 */
export function CompaniesList() {
  const intl = useIntl();
  const text = useText();
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
  const filtered = Boolean(view.q || view.status || view.product);

  const show = (next: BookView) => {
    setCursors([]);
    setParams(bookViewParams(next), { replace: true });
  };
  const download = () => {
    setExportError(null);
    exportCompanies(api, view, locale.language).catch((failure: unknown) => setExportError(errorCodeOf(failure)));
  };

  if (tasks.isPending) return <QueryFallback query={tasks} />;
  // Its first answer only, whatever it is: a retry of a failed read does not take the page away.
  if (!kamId.isFetched) return <QueryFallback query={kamId} />;
  return (
    <Page
      title={text('broker.companies.title')}
      titleId="companies-title"
      width="wide"
      actions={
        <Cluster>
          <KamLink kamId={kamId.data} />
          <Button onClick={() => setAdding(true)}>
            <Plus size={18} aria-hidden="true" />
            {text('broker.book.add')}
          </Button>
        </Cluster>
      }
    >
      <BookTasks tasks={tasks} />
      <Section
        title={text('broker.book.title')}
        description={
          companies.data ? intl.formatMessage({ id: 'broker.book.count' }, { total: companies.data.total }) : undefined
        }
        actions={
          <Button variant="secondary" onClick={download}>
            <Download size={18} aria-hidden="true" />
            {text('broker.book.export')}
          </Button>
        }
      >
        <Stack gap={4}>
          <FormError code={exportError} />
          <BookFilters key={view.q} view={view} onChange={show} />
          <QueryList
            query={companies}
            items={(data) => data.items}
            empty={
              filtered ? (
                <EmptyState
                  icon={<SearchX size={40} strokeWidth={1.5} />}
                  title={text('broker.book.noMatch.title')}
                  text={text('broker.book.noMatch.text')}
                  action={
                    <Button variant="secondary" onClick={() => show({ q: '', sort: view.sort, order: view.order })}>
                      {text('broker.book.clear')}
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={<Building2 size={40} strokeWidth={1.5} />}
                  title={text('broker.companies.empty.title')}
                  text={text('broker.companies.empty.text')}
                />
              )
            }
          >
            {(items, { next_cursor: nextCursor }) => (
              <>
                <CompaniesTable companies={items} />
                {(cursors.length > 0 || nextCursor) && (
                  <Cluster as="nav" justify="between" aria-label={text('broker.book.title')}>
                    <Button
                      variant="secondary"
                      disabled={cursors.length === 0}
                      onClick={() => setCursors((stack) => stack.slice(0, -1))}
                    >
                      <ChevronLeft size={18} aria-hidden="true" />
                      {text('broker.book.previous')}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={!nextCursor || companies.isPlaceholderData}
                      onClick={() => nextCursor && setCursors((stack) => [...stack, nextCursor])}
                    >
                      {text('broker.book.next')}
                      <ChevronRight size={18} aria-hidden="true" />
                    </Button>
                  </Cluster>
                )}
              </>
            )}
          </QueryList>
        </Stack>
      </Section>
      {/* Last, so the moment its code loads is not a skeleton above the book. */}
      {adding && <AddCompanyDialog onClose={() => setAdding(false)} />}
    </Page>
  );
}
