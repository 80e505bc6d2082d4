import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PRODUCTS } from '@platform/domain';
import { formatCountry, formatDate, useText } from '@platform/i18n';
import { QueryList, usePlatform } from '@platform/remote-kit';
import { ClipboardCheck } from 'lucide-react';
import { Card, EmptyState, Page, SelectField, Stack, StatusBadge, Table } from '@platform/ui';
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
  const [params, setParams] = useSearchParams();
  const filter: CaseFilter = {
    status: params.get('status') === 'DECIDED' ? 'DECIDED' : 'REFERRED',
    ...(PRODUCTS.includes(params.get('product') as never)
      ? { product: params.get('product') as CaseFilter['product'] }
      : {}),
  };
  const cases = useUnderwritingCases(filter);
  const setFilter = (key: 'status' | 'product', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const text = useText();

  return (
    <Page title={text('desk.title')} titleId="desk-title" description={text('desk.subtitle')} width="wide">
      <Card padding="sm">
        <div className="ui-grid" role="search" aria-label={text('desk.filters')}>
          <SelectField
            label={text('desk.filter.status')}
            value={filter.status}
            onChange={(event) => setFilter('status', event.target.value === 'REFERRED' ? '' : event.target.value)}
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {text(`desk.filter.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={text('desk.filter.product')}
            value={filter.product ?? ''}
            onChange={(event) => setFilter('product', event.target.value)}
          >
            <option value="">{text('desk.filter.allProducts')}</option>
            {PRODUCTS.map((product) => (
              <option key={product} value={product}>
                {text(`product.${product}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
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
