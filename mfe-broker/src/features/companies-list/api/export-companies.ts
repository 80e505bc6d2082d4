import { unwrap, type ApiClient } from '@platform/api-client';
import type { Language } from '@platform/domain';
import type { BookView } from '../book-view';

/** Downloads the book as filtered now, as CSV in the screen's language (GET /v3/broker/companies/export.csv). */
export async function exportCompanies(api: ApiClient, view: BookView, language: Language) {
  const csv = (await unwrap(
    api.GET('/v3/broker/companies/export.csv', {
      params: {
        query: {
          q: view.q || undefined,
          status: view.status,
          product: view.product,
          sort: view.sort,
          order: view.order,
          language,
        },
      },
      parseAs: 'blob',
    }),
  )) as unknown as Blob;
  const url = URL.createObjectURL(csv);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'book.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
