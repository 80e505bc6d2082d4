import type { ReactNode } from 'react';
import { CircleCheckBig } from 'lucide-react';
import type { Currency, Locale } from '@platform/domain';
import { formatCurrency, formatDate } from '@platform/domain/formatting';
import { EmptyState, ListStates, Section, Stack, TASK_ICONS, TaskCard } from '@platform/ui/page-parts';
import type { RenderLink } from '@platform/ui/page-parts';
import type { BookTask } from '../api/list-book-tasks';
import type { BrokerHomeTexts } from '../broker-home-texts';

/** Where the broker settles a task: the claim it follows, or the company's page. */
export const bookTaskLink = (task: BookTask) =>
  task.kind === 'CLAIM_INFORMATION'
    ? `/broker/company/${task.account_id}/claims/${task.id}`
    : `/broker/company/${task.account_id}/detail`;

export interface BookTasksProps {
  /** The tasks once read; null while `fallback` stands in for them (their read failed). */
  tasks: readonly BookTask[] | null;
  fallback?: ReactNode;
  locale: Locale;
  texts: BrokerHomeTexts;
  renderLink: RenderLink;
}

/**
 * broker/index, above the book: what the broker's companies need now, late first, each one tap
 * away. Drawn from plain data: the page reads the tasks alongside the companies and hands them over.
 */
export function BookTasks({ tasks, fallback, locale, texts, renderLink }: BookTasksProps) {
  return (
    <Section title={texts.text('broker.tasks.title')}>
      <ListStates
        items={tasks ?? undefined}
        fallback={fallback}
        empty={
          <EmptyState
            icon={<CircleCheckBig size={40} strokeWidth={1.5} />}
            title={texts.text('broker.tasks.empty.title')}
            text={texts.text('broker.tasks.empty.text')}
          />
        }
      >
        {(items) => (
          <Stack as="ul" gap={3}>
            {items.map((task) => (
              <BookTaskItem
                key={`${task.kind}-${task.id}`}
                task={task}
                locale={locale}
                texts={texts}
                renderLink={renderLink}
              />
            ))}
          </Stack>
        )}
      </ListStates>
    </Section>
  );
}

function BookTaskItem({ task, locale, texts, renderLink }: Omit<BookTasksProps, 'tasks'> & { task: BookTask }) {
  const { text } = texts;
  const lateOr = (part: 'Title' | 'Detail', plain: string) => {
    const lateKey = `broker.tasks.${task.kind}.late${part}`;
    return task.late && texts.has(lateKey) ? lateKey : plain;
  };
  const values = {
    company: task.company_name,
    product: task.product ? text(`product.${task.product}.short`) : text('broker.tasks.noProduct'),
    date: task.due_on ? formatDate(task.due_on, locale) : '',
    reference: task.reference,
    options: task.options ?? 0,
    amount: task.amount && task.currency ? formatCurrency(task.amount, task.currency as Currency, locale) : '',
    signatories: texts.list(task.signatories.map((signatory) => `${signatory.name} (${signatory.email})`)),
  };
  const detailId =
    task.kind === 'QUOTE_TO_CHOOSE' && !task.due_on
      ? 'broker.tasks.QUOTE_TO_CHOOSE.detailOpen'
      : lateOr('Detail', `broker.tasks.${task.kind}.detail`);
  return (
    <TaskCard
      icon={TASK_ICONS[task.kind]}
      late={task.late}
      lateLabel={text('broker.tasks.late')}
      title={text(lateOr('Title', `broker.tasks.${task.kind}.title`), values)}
      detail={text(detailId, values)}
      action={(describedBy, className) =>
        renderLink({
          to: bookTaskLink(task),
          className,
          describedBy,
          children: text(task.kind === 'CLAIM_INFORMATION' ? 'broker.tasks.openClaim' : 'broker.tasks.openCompany'),
        })
      }
    />
  );
}
