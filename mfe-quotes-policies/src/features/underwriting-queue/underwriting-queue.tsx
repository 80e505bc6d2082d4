import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PRODUCTS } from '@platform/domain';
import { formatCountry, formatDate, useText } from '@platform/i18n';
import { FilterSelect, QueryList, QueueFilters, usePlatform, useQueueFilter } from '@platform/remote-kit';
import { ClipboardCheck } from 'lucide-react';
import { EmptyState, Page, Stack, StatusBadge, Table } from '@platform/ui';
import { DEADLINE_TONES, deadlineText } from '../../lib/deadline-text';
import { useUnderwritingCases, type CaseFilter } from './api/list-underwriting-cases';

const STATUSES = ['REFERRED', 'DECIDED'] as const;

/**
 * ops/underwriting: the underwriting desk's queue (issue 12). Referred proposals, oldest first,
 * with the company, the products, why the engine referred them, when they arrived and the legal
 * deadline to answer (days left, overdue in red). Filters by product and status live in the URL.
 */
export function UnderwritingQueue() {
  const intl = useIntl();
  const { locale } = usePlatform();
  // REFERRED is the queue's default, so the address names only DECIDED.
  const [status, setStatus] = useQueueFilter('status', ['DECIDED'] as const);
  const [product, setProduct] = useQueueFilter('product', PRODUCTS);
  const filter: CaseFilter = { status: status ?? 'REFERRED', ...(product ? { product } : {}) };
  const cases = useUnderwritingCases(filter);
  const text = useText();

  return (
    <Page title={text('desk.title')} titleId="desk-title" description={text('desk.subtitle')} width="wide">
      <QueueFilters label={text('desk.filters')}>
        <FilterSelect
          label={text('desk.filter.status')}
          value={filter.status}
          values={STATUSES}
          optionLabel={(value) => text(`desk.filter.${value}`)}
          onChange={(value) => setStatus(value === 'DECIDED' ? value : '')}
        />
        <FilterSelect
          label={text('desk.filter.product')}
          value={product}
          values={PRODUCTS}
          optionLabel={(value) => text(`product.${value}`)}
          allLabel={text('desk.filter.allProducts')}
          onChange={setProduct}
        />
      </QueueFilters>
      <QueryList
        query={cases}
        items={(data) => data.items}
        empty={
          <EmptyState
            icon={<ClipboardCheck size={40} strokeWidth={1.5} />}
            title={text(filter.status === 'DECIDED' ? 'desk.emptyDecided.title' : 'desk.empty.title')}
            text={text(filter.status === 'DECIDED' ? 'desk.emptyDecided.text' : 'desk.empty.text')}
          />
        }
      >
        {(items) => (
          <Table
            caption={text('desk.queue.caption')}
            columns={[
              { key: 'company', header: text('desk.col.company') },
              { key: 'products', header: text('desk.col.products') },
              { key: 'reasons', header: text('desk.col.reasons') },
              { key: 'submitted', header: text('desk.col.submitted'), kind: 'date' },
              { key: 'deadline', header: text('desk.col.deadline') },
            ]}
            rows={items.map((item) => {
              const referred = item.products.filter((product) => product.decision === 'REFER');
              const shown = referred.length ? referred : item.products;
              const reasons = [...new Set(shown.flatMap((product) => product.reasons))];
              const deadline = deadlineText(intl, item.deadline);
              return {
                key: item.id,
                cells: {
                  company: (
                    <>
                      <Link to={`/ops/underwriting/${item.id}`}>{item.company}</Link>
                      <br />
                      <span className="ui-muted">{`${formatCountry(item.country, locale)} · ${item.currency}`}</span>
                    </>
                  ),
                  products: intl.formatList(shown.map((product) => text(`product.${product.product}.short`))),
                  reasons: (
                    <Stack as="ul" gap={1}>
                      {reasons.map((reason) => (
                        <li key={reason}>{text(`uw.reason.${reason}`)}</li>
                      ))}
                    </Stack>
                  ),
                  submitted: formatDate(item.created_at, locale),
                  deadline:
                    filter.status === 'DECIDED' ? (
                      formatDate(item.deadline, locale)
                    ) : (
                      <span>
                        {formatDate(item.deadline, locale)}{' '}
                        <StatusBadge
                          status={deadline.state}
                          tone={DEADLINE_TONES[deadline.state]}
                          label={deadline.text}
                        />
                      </span>
                    ),
                },
              };
            })}
          />
        )}
      </QueryList>
    </Page>
  );
}
