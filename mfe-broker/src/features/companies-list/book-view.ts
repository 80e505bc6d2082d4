// What the broker chose to see of its book (search, status, product, order), kept in the address so
// a reload, the back button and a shared link show the same selection.
import {
  BOOK_SORTS,
  BROKER_SIDE_STATUSES,
  type BookSort,
  type BrokerSideStatus,
} from '@platform/domain/broker-side-status';
import { PRODUCTS, type Product } from '@platform/domain/statuses';

export interface BookView {
  q: string;
  status?: BrokerSideStatus;
  product?: Product;
  sort: BookSort;
  order: 'asc' | 'desc';
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.includes(value as T) ? (value as T) : undefined;

/** The view an address asks for; anything unknown falls back to the whole book by name. */
export function bookViewFrom(params: URLSearchParams): BookView {
  return {
    q: params.get('q')?.slice(0, 100) ?? '',
    status: oneOf(BROKER_SIDE_STATUSES, params.get('status')),
    product: oneOf(PRODUCTS, params.get('product')),
    sort: oneOf(BOOK_SORTS, params.get('sort')) ?? 'name',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}

/** The address parameters of a view, leaving out what is the default. */
export function bookViewParams(view: BookView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  if (view.status) params.set('status', view.status);
  if (view.product) params.set('product', view.product);
  if (view.sort !== 'name') params.set('sort', view.sort);
  if (view.order !== 'asc') params.set('order', view.order);
  return params;
}
