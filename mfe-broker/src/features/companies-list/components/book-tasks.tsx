import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import {
  CircleCheckBig,
  FilePenLine,
  MessageCircleQuestionMark,
  Receipt,
  RefreshCw,
  Scale,
  type LucideIcon,
} from 'lucide-react';
import type { Currency, HomeTaskKind } from '@platform/domain';
import { formatCurrency, formatDate } from '@platform/i18n';
import { QueryFallback, usePlatform } from '@platform/remote-kit';
import { Card, Cluster, EmptyState, Section, Stack, StatusBadge } from '@platform/ui';
import { useBookTasks, type BookTask } from '../api/list-book-tasks';

const ICONS: Record<HomeTaskKind, LucideIcon> = {
  QUOTE_TO_CHOOSE: Scale,
  SIGNATURE_PENDING: FilePenLine,
  INVOICE_DUE: Receipt,
  RENEWAL_COMING: RefreshCw,
  CLAIM_INFORMATION: MessageCircleQuestionMark,
};

/** Where the broker settles a task: the claim it follows, or the company's page. */
export const bookTaskLink = (task: BookTask) =>
  task.kind === 'CLAIM_INFORMATION'
    ? `/broker/company/${task.account_id}/claims/${task.id}`
    : `/broker/company/${task.account_id}/detail`;

/** broker/index, above the book: what the broker's companies need now, late first, each one tap away. */
export function BookTasks() {
  const intl = useIntl();
  const tasks = useBookTasks();
  return (
    <Section title={intl.formatMessage({ id: 'broker.tasks.title' })}>
      {tasks.status !== 'success' ? (
        <QueryFallback query={tasks} />
      ) : tasks.data.items.length === 0 ? (
        <EmptyState
          icon={<CircleCheckBig size={40} strokeWidth={1.5} />}
          title={intl.formatMessage({ id: 'broker.tasks.empty.title' })}
          text={intl.formatMessage({ id: 'broker.tasks.empty.text' })}
        />
      ) : (
        <Stack as="ul" gap={3}>
          {tasks.data.items.map((task) => (
            <BookTaskItem key={`${task.kind}-${task.id}`} task={task} />
          ))}
        </Stack>
      )}
    </Section>
  );
}

function BookTaskItem({ task }: { task: BookTask }) {
  const intl = useIntl();
  const { locale } = usePlatform();
  const titleId = useId();
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
    amount: task.amount && task.currency ? formatCurrency(Number(task.amount), task.currency as Currency, locale) : '',
    signatories: intl.formatList(
      task.signatories.map((signatory) => `${signatory.name} (${signatory.email})`),
      { type: 'conjunction' },
    ),
  };
  const detailId =
    task.kind === 'QUOTE_TO_CHOOSE' && !task.due_on
      ? 'broker.tasks.QUOTE_TO_CHOOSE.detailOpen'
      : lateOr('Detail', `broker.tasks.${task.kind}.detail`);
  const Icon = ICONS[task.kind];
  return (
    <Card as="li" tone={task.late ? 'highlight' : 'default'} aria-labelledby={titleId}>
      <Stack gap={2}>
        <Cluster gap={2}>
          <Icon size={22} strokeWidth={1.75} aria-hidden="true" />
          {task.late && <StatusBadge status="LATE" label={intl.formatMessage({ id: 'broker.tasks.late' })} />}
        </Cluster>
        <h3 id={titleId}>{intl.formatMessage({ id: lateOr('Title', `broker.tasks.${task.kind}.title`) }, values)}</h3>
        <p>{intl.formatMessage({ id: detailId }, values)}</p>
        <Cluster>
          <Link
            className={`ui-button ${task.late ? 'ui-button--primary' : 'ui-button--secondary'}`}
            to={bookTaskLink(task)}
            aria-describedby={titleId}
          >
            {intl.formatMessage({
              id: task.kind === 'CLAIM_INFORMATION' ? 'broker.tasks.openClaim' : 'broker.tasks.openCompany',
            })}
          </Link>
        </Cluster>
      </Stack>
    </Card>
  );
}
