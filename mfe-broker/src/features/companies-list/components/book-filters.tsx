import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { BROKER_SIDE_STATUSES } from '@platform/domain/broker-side-status';
import { PRODUCTS } from '@platform/domain/statuses';
import { Button, SelectField, TextField } from '@platform/ui/controls';
import { Cluster } from '@platform/ui/page-parts';
import type { BookView } from '../book-view';
import type { BrokerHomeTexts } from '../broker-home-texts';

const SORTS = ['name.asc', 'name.desc', 'tax_id.asc', 'added.desc'] as const;

/**
 * The book's search, filters and order. A filter or an order applies as soon as it is chosen; the
 * search applies on Enter or the button, so typing does not ask the server at every key.
 */
export function BookFilters({
  view,
  texts: { text },
  onChange,
}: {
  view: BookView;
  texts: BrokerHomeTexts;
  onChange: (view: BookView) => void;
}) {
  const [search, setSearch] = useState(view.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...view, q: search.trim() });
  };
  return (
    <Cluster as="form" role="search" gap={3} align="end" onSubmit={submit}>
      <TextField
        type="search"
        label={text('broker.book.search')}
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      <Button type="submit" variant="secondary">
        <Search size={18} aria-hidden="true" />
        {text('broker.book.searchButton')}
      </Button>
      <SelectField
        label={text('broker.book.status')}
        value={view.status ?? ''}
        onChange={(event) => onChange({ ...view, status: (event.target.value || undefined) as BookView['status'] })}
      >
        <option value="">{text('broker.book.anyStatus')}</option>
        {BROKER_SIDE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {text(`broker.sideStatus.${status}`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={text('broker.book.product')}
        value={view.product ?? ''}
        onChange={(event) => onChange({ ...view, product: (event.target.value || undefined) as BookView['product'] })}
      >
        <option value="">{text('broker.book.anyProduct')}</option>
        {PRODUCTS.map((product) => (
          <option key={product} value={product}>
            {text(`product.${product}.short`)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={text('broker.book.sort')}
        value={`${view.sort}.${view.order}`}
        onChange={(event) => {
          const [sort, order] = event.target.value.split('.') as [BookView['sort'], BookView['order']];
          onChange({ ...view, sort, order });
        }}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {text(`broker.book.sort.${sort}`)}
          </option>
        ))}
      </SelectField>
    </Cluster>
  );
}
