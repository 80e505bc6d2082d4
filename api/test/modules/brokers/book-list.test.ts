// The broker's book over HTTP (docs/broker-book.md): the broker-side status of every row of the
// table through the list, server-side keyset paging, search by name or tax id, filters by status
// and product, sorting, and the CSV export of what is filtered; hostile queries never a 5xx.
import { describe, expect, it, beforeAll } from 'vitest';
import { BROKER_SIDE_STATUSES, maskTaxId } from '@platform/domain';
import { brokerTestApp } from './broker-test-app';
import { seedBook, type SeededCompany } from './book-seed';

const { session, call, newBroker } = brokerTestApp();
let broker: Awaited<ReturnType<typeof newBroker>>;
let companies: SeededCompany[];
const tag = `Livro ${Date.now().toString(36)}`;

beforeAll(async () => {
  broker = await newBroker();
  companies = await seedBook(session.api.app.database.db, broker.id, tag);
}, 120_000);

interface Item {
  company_id: string;
  company_name: string;
  statuses: { product: string; status: string }[];
  products: string[];
  forms_info: { is_expiring_soon: boolean; expiration_date: string | null; total_forms: number };
}
const list = async (query: string) => {
  const answer = await call('GET', `/v3/broker/companies?${query}`, broker.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { items: Item[]; total: number; next_cursor: string | null };
};
const names = (items: Item[]) => items.map((item) => item.company_name);

describe('the book’s broker-side status', () => {
  it('shows every status of the table on the company whose records make it, and none where nothing started', async () => {
    const page = await list('limit=100');
    expect(page.total).toBe(companies.length);
    for (const company of companies) {
      const item = page.items.find((row) => row.company_id === company.id)!;
      expect(
        item.statuses.map((entry) => entry.status),
        company.name,
      ).toEqual(company.status ? [company.status] : []);
    }
    const awaiting = page.items.find((row) => row.company_name.endsWith('quote awaiting selection'))!;
    expect(awaiting.forms_info.is_expiring_soon).toBe(true);
    expect(page.items.find((row) => row.company_name.endsWith('policy issued'))!.forms_info.is_expiring_soon).toBe(
      false,
    );
  });

  it.each(BROKER_SIDE_STATUSES)('filters by %s in the database with the same table', async (status) => {
    const page = await list(`status=${status}`);
    expect(page.items.map((item) => item.company_id)).toEqual(
      companies.filter((company) => company.status === status).map((company) => company.id),
    );
  });

  it('filters by product: the companies with that product under way', async () => {
    const cyber = await list('product=CYBER');
    expect(names(cyber.items)).toEqual([`${tag} quote rejected`]);
    const both = await list('product=D_AND_O&status=QUOTE_REJECTED');
    expect(both.items).toEqual([]);
  });
});

describe('the demo brokerage’s book (api/src/seed/demo/book-statuses.ts)', () => {
  it('holds a company in every broker-side status, so the demo shows each one', async () => {
    const answer = await call('GET', '/v3/broker/companies?limit=100', 'corretor');
    expect(answer.status).toBe(200);
    const shown = new Set((answer.body.items as Item[]).flatMap((item) => item.statuses.map((entry) => entry.status)));
    expect([...BROKER_SIDE_STATUSES].filter((status) => !shown.has(status))).toEqual([]);
  });
});

describe('paging, search and sorting on the server', () => {
  it('walks the whole book a page at a time by keyset, in order, each company once', async () => {
    for (const [sort, order] of [
      ['name', 'asc'],
      ['name', 'desc'],
      ['tax_id', 'asc'],
      ['added', 'desc'],
    ] as const) {
      const seen: Item[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`sort=${sort}&order=${order}&limit=5${cursor ? `&cursor=${cursor}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(5);
        seen.push(...page.items);
        cursor = page.next_cursor;
      } while (cursor);
      expect(new Set(seen.map((item) => item.company_id)).size, `${sort} ${order}`).toBe(companies.length);
      const keyOf = (item: Item) =>
        sort === 'tax_id'
          ? companies.find((company) => company.id === item.company_id)!.taxId
          : sort === 'added'
            ? companies.findIndex((company) => company.id === item.company_id)
            : item.company_name;
      const keys = seen.map(keyOf);
      const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      expect(keys, `${sort} ${order}`).toEqual(order === 'desc' ? sorted.reverse() : sorted);
    }
  });

  it('searches by part of the name, or by the tax id as typed with its punctuation', async () => {
    expect(names((await list(`q=${encodeURIComponent('FORM EXPIRED')}`)).items)).toEqual([`${tag} form expired`]);
    const target = companies[3]!;
    const typed = maskTaxId('CNPJ', target.taxId).slice(0, 10);
    expect((await list(`q=${encodeURIComponent(typed)}`)).items.map((item) => item.company_id)).toContain(target.id);
    expect((await list('q=nothing-like-this')).items).toEqual([]);
  });

  it('refuses a cursor it did not give, and answers hostile searches without a 5xx', async () => {
    const bad = await call('GET', '/v3/broker/companies?cursor=not-a-cursor', broker.token);
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    for (const q of ["%' OR 1=1 --", '\\', '_%_', '(', '"']) {
      const answer = await call('GET', `/v3/broker/companies?q=${encodeURIComponent(q)}`, broker.token);
      expect(answer.status, q).toBe(200);
    }
  });

  it('shows another brokerage none of these companies', async () => {
    const other = await call('GET', '/v3/broker/companies?limit=100', 'corretor');
    expect(other.status).toBe(200);
    const ids = new Set(companies.map((company) => company.id));
    expect(other.body.items.some((item: Item) => ids.has(item.company_id))).toBe(false);
  });
});

describe('the CSV export', () => {
  it('downloads what is filtered as an attachment, in the language asked for', async () => {
    const answer = await call(
      'GET',
      '/v3/broker/companies/export.csv?product=D_AND_O&sort=name&language=en',
      broker.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    const lines = (answer.body as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Company,Tax id,Contact,E-mail,Status by product,Forms completed,Forms,Expires on');
    expect(lines).toHaveLength(1 + companies.filter((c) => c.status && c.status !== 'QUOTE_REJECTED').length);
    expect(
      lines.some((line) => line.startsWith(`${tag} policy to renew,`) && line.includes('D&O: Policy to renew')),
    ).toBe(true);
    const pt = await call('GET', '/v3/broker/companies/export.csv?status=FORM_EXPIRED&language=pt', broker.token);
    expect((pt.body as string).split('\r\n')[1]).toContain('D&O: Formulário expirado');
  });
});
