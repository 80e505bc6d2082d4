import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CircleCheckBig } from 'lucide-react';
import type { Currency, Locale } from '@platform/domain';
import { formatCurrency, formatDate } from '@platform/domain/formatting';
import { EmptyState, ListStates, Section, Stack, TASK_ICONS, TaskCard } from '@platform/ui';
import type { RenderLink } from '../../../components/render-link';
import type { BookTask } from '../api/list-book-tasks';

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
  renderLink: RenderLink;
}

/**
 * broker/index, above the book: what the broker's companies need now, late first, each one tap
 * away. Drawn from plain data: the page reads the tasks alongside the companies and hands them over.
 */
export function BookTasks({ tasks, fallback, locale, renderLink }: BookTasksProps) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage({ id: 'broker.tasks.title' })}>
      <ListStates
        items={tasks ?? undefined}
        fallback={fallback}
        empty={
          <EmptyState
            icon={<CircleCheckBig size={40} strokeWidth={1.5} />}
            title={intl.formatMessage({ id: 'broker.tasks.empty.title' })}
            text={intl.formatMessage({ id: 'broker.tasks.empty.text' })}
          />
        }
      >
        {(items) => (
          <Stack as="ul" gap={3}>
            {items.map((task) => (
              <BookTaskItem key={`${task.kind}-${task.id}`} task={task} locale={locale} renderLink={renderLink} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Section>
  );
}

function BookTaskItem({ task, locale, renderLink }: { task: BookTask; locale: Locale; renderLink: RenderLink }) {
  const intl = useIntl();
  const lateOr = (part: 'Title' | 'Detail', plain: string) => {
    const lateKey = `broker.tasks.${task.kind}.late${part}`;
    return task.late && intl.messages[lateKey] ? lateKey : plain;
  };
  const values = {
    company: task.company_name,
    product: task.product
      ? intl.formatMessage({ id: `product.${task.product}.short` })
      : intl.formatMessage({ id: 'broker.tasks.noProduct' }),
    date: task.due_on ? formatDate(task.due_on, locale) : '',
    reference: task.reference,
    options: task.options ?? 0,
    amount: task.amount && task.currency ? formatCurrency(task.amount, task.currency as Currency, locale) : '',
    signatories: intl.formatList(
      task.signatories.map((signatory) => `${signatory.name} (${signatory.email})`),
      { type: 'conjunction' },
    ),
  };
  const detailId =
    task.kind === 'QUOTE_TO_CHOOSE' && !task.due_on
      ? 'broker.tasks.QUOTE_TO_CHOOSE.detailOpen'
      : lateOr('Detail', `broker.tasks.${task.kind}.detail`);
  return (
    <TaskCard
      icon={TASK_ICONS[task.kind]}
      late={task.late}
      lateLabel={intl.formatMessage({ id: 'broker.tasks.late' })}
      title={intl.formatMessage({ id: lateOr('Title', `broker.tasks.${task.kind}.title`) }, values)}
      detail={intl.formatMessage({ id: detailId }, values)}
      action={(describedBy, className) =>
        renderLink({
          to: bookTaskLink(task),
          className,
          describedBy,
          children: intl.formatMessage({
            id: task.kind === 'CLAIM_INFORMATION' ? 'broker.tasks.openClaim' : 'broker.tasks.openCompany',
          }),
        })
      }
    />
  );
}
