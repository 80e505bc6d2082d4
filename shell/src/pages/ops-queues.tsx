import { useEffect, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useStore } from 'zustand';
import {
  CircleCheckBig,
  FileSearch,
  HandCoins,
  Landmark,
  MessageCircle,
  Receipt,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';
import { createApiClient, errorCodeOf, unwrap, type ApiClient } from '@platform/api-client';
import type { ErrorCode, OpsQueue } from '@platform/domain';
import { LIVE_TOPICS } from '@platform/domain/live-topics';
import { formatDate } from '@platform/i18n';
import { Card, Cluster, EmptyState, Loading, Stack, StatusBadge } from '@platform/ui';
import { useLocaleControl, useShell } from '../app/shell-context';

/** The operations queues, late first (GET /v3/operations/home/queues). */
const listQueues = (api: ApiClient) => unwrap(api.GET('/v3/operations/home/queues'));
type QueueSummary = Awaited<ReturnType<typeof listQueues>>['items'][number];
type QueueList =
  { status: 'loading' } | { status: 'error'; code: ErrorCode } | { status: 'success'; items: QueueSummary[] };

const ICONS: Record<OpsQueue, LucideIcon> = {
  'broker-approvals': Landmark,
  underwriting: FileSearch,
  claims: MessageCircle,
  cyber: ShieldCheck,
  payments: Receipt,
  'broker-statements': HandCoins,
};

/** Each queue's page; the brokers' queues are mfe-broker's ops/brokers and ops/brokers/statements. */
const QUEUE_LINKS: Partial<Record<OpsQueue, string>> = {
  'broker-approvals': '/ops/brokers',
  'broker-statements': '/ops/brokers/statements',
};
export const queueLink = (queue: OpsQueue) => QUEUE_LINKS[queue] ?? `/ops/${queue}`;

/** What changes a queue: a live update on one of these topics reads the queues again. */
const QUEUE_TOPICS: string[] = [LIVE_TOPICS.claim, LIVE_TOPICS.payments, LIVE_TOPICS.cyber, LIVE_TOPICS.quotes];

/** The queues (GET /v3/operations/home/queues), read again on a live update. */
function useOpsQueues(): QueueList {
  const { session, apiBaseUrl, auth, eventBus } = useShell();
  const token = useStore(session, (s) => s.user.token);
  const [list, setList] = useState<QueueList>({ status: 'loading' });
  const [updates, setUpdates] = useState(0);
  const api = useMemo(
    () => createApiClient({ baseUrl: apiBaseUrl, authorize: (request) => auth.authorize(request, token ?? '') }),
    [apiBaseUrl, auth, token],
  );
  useEffect(
    () => eventBus.on('live:update', ({ topic }) => QUEUE_TOPICS.includes(topic) && setUpdates((count) => count + 1)),
    [eventBus],
  );
  useEffect(() => {
    if (!token) return;
    let live = true;
    listQueues(api).then(
      (answer) => live && setList({ status: 'success', items: answer.items }),
      (error: unknown) => live && setList({ status: 'error', code: errorCodeOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [token, api, updates]);
  return list;
}

/** `/ops`, first: each queue with its count and what is late, late queues first, each a link to the queue. */
export function OpsQueues() {
  const intl = useIntl();
  const list = useOpsQueues();
  if (list.status === 'loading') return <Loading label={intl.formatMessage({ id: 'common.loading' })} />;
  if (list.status === 'error') return <p role="alert">{intl.formatMessage({ id: `error.${list.code}` })}</p>;
  const idle = list.items.every((queue) => queue.count === 0);
  return (
    <Stack gap={4}>
      {idle && (
        <EmptyState
          icon={<CircleCheckBig size={40} strokeWidth={1.5} />}
          title={intl.formatMessage({ id: 'shell.ops.queues.empty.title' })}
          text={intl.formatMessage({ id: 'shell.ops.queues.empty.text' })}
        />
      )}
      <Stack as="ul" gap={3}>
        {list.items.map((queue) => (
          <QueueCard key={queue.queue} queue={queue} />
        ))}
      </Stack>
    </Stack>
  );
}

function QueueCard({ queue }: { queue: QueueSummary }) {
  const intl = useIntl();
  const { locale } = useLocaleControl();
  const titleId = useId();
  const Icon = ICONS[queue.queue];
  const text = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shell.ops.${key}` }, values);
  const date = queue.due_on ? formatDate(queue.due_on, locale) : null;
  // Approvals have no deadline: their day is when the oldest registration arrived.
  const dayText = !date
    ? null
    : queue.queue === 'broker-approvals'
      ? text('queues.waitingSince', { date })
      : queue.late > 0
        ? text('queues.overdueSince', { date })
        : text('queues.dueOn', { date });
  return (
    <Card
      as="li"
      tone={queue.late > 0 ? 'highlight' : queue.count === 0 ? 'muted' : 'default'}
      aria-labelledby={titleId}
    >
      <Stack gap={2}>
        <Cluster gap={2}>
          <Icon size={22} strokeWidth={1.75} aria-hidden="true" />
          {queue.count > 0 &&
            (queue.late > 0 ? (
              <StatusBadge status="LATE" label={text('queues.late', { count: queue.late })} />
            ) : (
              <StatusBadge status="ON_TIME" tone="success" label={text('queues.onTime')} />
            ))}
        </Cluster>
        <h3 id={titleId}>{text(`${queue.queue}.title`)}</h3>
        <p>
          {text('queues.count', { count: queue.count })}
          {dayText && ` · ${dayText}`}
        </p>
        <p>{text(`${queue.queue}.text`)}</p>
        <Cluster>
          <Link className="ui-button ui-button--secondary" to={queueLink(queue.queue)} aria-describedby={titleId}>
            {text(`${queue.queue}.open`)}
          </Link>
        </Cluster>
      </Stack>
    </Card>
  );
}
