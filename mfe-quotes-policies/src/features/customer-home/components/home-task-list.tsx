import { useIntl, type IntlShape } from 'react-intl';
import type { Locale } from '@platform/domain';
import { formatDate } from '@platform/domain/formatting';
import { Stack, TASK_ICONS, TaskCard } from '@platform/ui';
import { checkoutLink, compareLink } from '../../../lib/quote-links';
import { formatMoney } from '../../../lib/format-money';
import type { HomeTask } from '../api/list-home-tasks';
import type { RenderLink } from './render-link';

/** The screen that settles a task: one tap from the home. */
export function taskLink(task: HomeTask): string {
  switch (task.kind) {
    case 'QUOTE_TO_CHOOSE':
      return compareLink('available', { product: task.product!, application_form_id: task.application_form_id });
    case 'SIGNATURE_PENDING':
      return checkoutLink(task.quote_id!);
    case 'INVOICE_DUE':
    case 'RENEWAL_COMING':
      return `/dashboard/policies/detail/${task.policy_id}`;
    case 'CLAIM_INFORMATION':
      return `/dashboard/claims/detail/${task.id}`;
  }
}

/** The title and the line under it, in the customer's language. */
export function taskTexts(intl: IntlShape, task: HomeTask, locale: Locale) {
  const late = task.late ? 'late' : '';
  const key = (part: 'title' | 'detail') => {
    const lateKey = `home.tasks.${task.kind}.${late}${part[0]!.toUpperCase()}${part.slice(1)}`;
    return late && intl.messages[lateKey] ? lateKey : `home.tasks.${task.kind}.${part}`;
  };
  const values = {
    product: task.product
      ? intl.formatMessage({ id: `product.${task.product}.short` })
      : intl.formatMessage({ id: 'home.tasks.noProduct' }),
    date: task.due_on ? formatDate(task.due_on, locale) : '',
    reference: task.reference,
    options: task.options ?? 0,
    amount: task.amount && task.currency ? formatMoney(task.amount, task.currency, locale) : '',
    signatories: intl.formatList(
      task.signatories.map((signatory) => `${signatory.name} (${signatory.email})`),
      { type: 'conjunction' },
    ),
  };
  const detailId =
    task.kind === 'QUOTE_TO_CHOOSE' && !task.due_on ? 'home.tasks.QUOTE_TO_CHOOSE.detailOpen' : key('detail');
  return {
    title: intl.formatMessage({ id: key('title') }, values),
    detail: intl.formatMessage({ id: detailId }, values),
    action: intl.formatMessage({ id: `home.tasks.${task.kind}.action` }),
  };
}

/** The tasks as the API orders them (late first), each with its icon, what it is about and its link. */
export function HomeTaskList({
  tasks,
  ...parts
}: {
  tasks: readonly HomeTask[];
  locale: Locale;
  renderLink: RenderLink;
}) {
  return (
    <Stack as="ul" gap={3}>
      {tasks.map((task) => (
        <HomeTaskItem key={`${task.kind}-${task.id}`} task={task} {...parts} />
      ))}
    </Stack>
  );
}

function HomeTaskItem({ task, locale, renderLink }: { task: HomeTask; locale: Locale; renderLink: RenderLink }) {
  const intl = useIntl();
  const texts = taskTexts(intl, task, locale);
  return (
    <TaskCard
      icon={TASK_ICONS[task.kind]}
      late={task.late}
      lateLabel={intl.formatMessage({ id: 'home.tasks.late' })}
      title={texts.title}
      detail={texts.detail}
      action={(describedBy, className) =>
        renderLink({ to: taskLink(task), className, describedBy, children: texts.action })
      }
    />
  );
}
