import type { Locale } from '@platform/domain';
import { formatDate } from '@platform/domain/formatting';
import { Stack, TASK_ICONS, TaskCard } from '@platform/ui/page-parts';
import { checkoutLink, compareLink } from '../../../lib/quote-links';
import { formatMoney } from '../../../lib/format-money';
import type { HomeTask } from '../api/list-home-tasks';
import type { HomeTexts } from '../home-texts';
import type { RenderLink } from '@platform/ui/page-parts';

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
export function taskTexts(texts: HomeTexts, task: HomeTask, locale: Locale) {
  const late = task.late ? 'late' : '';
  const key = (part: 'title' | 'detail') => {
    const lateKey = `home.tasks.${task.kind}.${late}${part[0]!.toUpperCase()}${part.slice(1)}`;
    return late && texts.has(lateKey) ? lateKey : `home.tasks.${task.kind}.${part}`;
  };
  const values = {
    product: task.product ? texts.text(`product.${task.product}.short`) : texts.text('home.tasks.noProduct'),
    date: task.due_on ? formatDate(task.due_on, locale) : '',
    reference: task.reference,
    options: task.options ?? 0,
    amount: task.amount && task.currency ? formatMoney(task.amount, task.currency, locale) : '',
    signatories: texts.list(task.signatories.map((signatory) => `${signatory.name} (${signatory.email})`)),
  };
  const detailId =
    task.kind === 'QUOTE_TO_CHOOSE' && !task.due_on ? 'home.tasks.QUOTE_TO_CHOOSE.detailOpen' : key('detail');
  return {
    title: texts.text(key('title'), values),
    detail: texts.text(detailId, values),
    action: texts.text(`home.tasks.${task.kind}.action`),
  };
}

/** The tasks as the API orders them (late first), each with its icon, what it is about and its link. */
export function HomeTaskList({
  tasks,
  ...parts
}: {
  tasks: readonly HomeTask[];
  locale: Locale;
  texts: HomeTexts;
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

function HomeTaskItem({
  task,
  locale,
  texts: homeWords,
  renderLink,
}: {
  task: HomeTask;
  locale: Locale;
  texts: HomeTexts;
  renderLink: RenderLink;
}) {
  const texts = taskTexts(homeWords, task, locale);
  return (
    <TaskCard
      icon={TASK_ICONS[task.kind]}
      late={task.late}
      lateLabel={homeWords.text('home.tasks.late')}
      title={texts.title}
      detail={texts.detail}
      action={(describedBy, className) =>
        renderLink({ to: taskLink(task), className, describedBy, children: texts.action })
      }
    />
  );
}
