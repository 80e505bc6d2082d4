import { useMemo, type ReactNode } from 'react';
import { Building2, ChevronLeft, ChevronRight, Download, Plus, SearchX } from 'lucide-react';
import type { Locale } from '@platform/domain';
import { Button } from '@platform/ui/controls';
import { Cluster, EmptyState, ListStates, Page, Section, Stack } from '@platform/ui/page-parts';
import { KamLink } from '../../components/kam-link';
import type { RenderLink } from '@platform/ui/page-parts';
import type { BookTask } from './api/list-book-tasks';
import type { CompaniesPage } from './api/list-companies';
import type { BookView } from './book-view';
import { brokerHomeTexts } from './broker-home-texts';
import { BookFilters } from './components/book-filters';
import { BookTasks } from './components/book-tasks';
import { CompaniesTable } from './components/companies-table';

/** What the home's buttons and filters do: nothing in the first screen, whose first input starts the full shell. */
export interface BrokerHomeActions {
  onAdd?: () => void;
  onExport?: () => void;
  onShow?: (view: BookView) => void;
  onPrevious?: () => void;
  onNext?: () => void;
}

export interface BrokerHomeViewProps extends BrokerHomeActions {
  /** The tasks once read; null while `tasksFallback` stands in for them (their read failed). */
  tasks: readonly BookTask[] | null;
  tasksFallback?: ReactNode;
  kamId: string | null | undefined;
  /** The book's page once read; undefined while `bookFallback` stands in for it. */
  book: CompaniesPage | undefined;
  bookFallback?: ReactNode;
  view: BookView;
  /** Pages were followed before this one ("previous" goes back through them). */
  hasPrevious: boolean;
  /** The next page (or another filter) is being read: "next" waits for it. */
  pageChanging: boolean;
  exportError?: ReactNode;
  locale: Locale;
  renderLink: RenderLink;
  /** Drawn last (the "add company" dialog), so the moment its code loads is not a skeleton above the book. */
  children?: ReactNode;
}

/**
 * broker/index, drawn from plain data: what the book needs now, then the book (search, filters,
 * order, pages). The real home (./companies-list.tsx, its queries and the router's links) and its
 * first screen (../../first-screen.tsx, the boot's answers and plain links) both draw this, so the
 * hand-over from one to the other changes nothing on screen. No router, query cache, react-intl or
 * the kit's root here: its words come from `brokerHomeTexts`, its parts from the kit's page parts
 * and controls, which is all the first screen fetches.
 */
export function BrokerHomeView(props: BrokerHomeViewProps) {
  const { tasks, tasksFallback, kamId, book, bookFallback, view, locale, renderLink } = props;
  const texts = useMemo(() => brokerHomeTexts(locale), [locale]);
  const { text } = texts;
  const filtered = Boolean(view.q || view.status || view.product);
  // `display: contents`: a mark for the hand-over and the bench that adds no box to the layout.
  return (
    <div data-screen="broker-home" style={{ display: 'contents' }}>
      <Page
        title={text('broker.companies.title')}
        titleId="companies-title"
        width="wide"
        actions={
          <Cluster>
            <KamLink kamId={kamId} label={text('broker.kamLink')} renderLink={renderLink} />
            <Button onClick={props.onAdd}>
              <Plus size={18} aria-hidden="true" />
              {text('broker.book.add')}
            </Button>
          </Cluster>
        }
      >
        <BookTasks tasks={tasks} fallback={tasksFallback} locale={locale} texts={texts} renderLink={renderLink} />
        <Section
          title={text('broker.book.title')}
          description={book ? text('broker.book.count', { total: book.total }) : undefined}
          actions={
            <Button variant="secondary" onClick={props.onExport}>
              <Download size={18} aria-hidden="true" />
              {text('broker.book.export')}
            </Button>
          }
        >
          <Stack gap={4}>
            {props.exportError}
            <BookFilters key={view.q} view={view} texts={texts} onChange={(next) => props.onShow?.(next)} />
            <ListStates
              items={book?.items}
              fallback={bookFallback}
              empty={
                filtered ? (
                  <EmptyState
                    icon={<SearchX size={40} strokeWidth={1.5} />}
                    title={text('broker.book.noMatch.title')}
                    text={text('broker.book.noMatch.text')}
                    action={
                      <Button
                        variant="secondary"
                        onClick={() => props.onShow?.({ q: '', sort: view.sort, order: view.order })}
                      >
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
              {(items) => (
                <>
                  <CompaniesTable companies={items} locale={locale} texts={texts} renderLink={renderLink} />
                  {(props.hasPrevious || book?.next_cursor) && (
                    <Cluster as="nav" justify="between" aria-label={text('broker.book.title')}>
                      <Button variant="secondary" disabled={!props.hasPrevious} onClick={props.onPrevious}>
                        <ChevronLeft size={18} aria-hidden="true" />
                        {text('broker.book.previous')}
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={!book?.next_cursor || props.pageChanging}
                        onClick={props.onNext}
                      >
                        {text('broker.book.next')}
                        <ChevronRight size={18} aria-hidden="true" />
                      </Button>
                    </Cluster>
                  )}
                </>
              )}
            </ListStates>
          </Stack>
        </Section>
        {props.children}
      </Page>
    </div>
  );
}
