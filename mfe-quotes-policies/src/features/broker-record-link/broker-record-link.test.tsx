import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { policy, quote } from '../../testing/canned-data';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { BrokerRecordLink, type BrokerRecordTarget } from './broker-record-link';

afterEach(cleanup);

function Arrived() {
  return <p>arrived at {useLocation().pathname}</p>;
}

/** The broker's mail links, with the screens they lead to standing in as "arrived". */
function open(target: BrokerRecordTarget, url: string, answers: Parameters<typeof fakeApi>[0]) {
  const { api, calls } = fakeApi(answers);
  const path = new URL(url, 'http://x').pathname;
  renderScreen(
    <Routes>
      <Route path={path} element={<BrokerRecordLink target={target} />} />
      <Route path="/broker/company/*" element={<Arrived />} />
    </Routes>,
    { api, path: '/*', url, user: { role: 'BROKER' } },
  );
  return calls;
}

describe('the links of the broker’s e-mails', () => {
  it.each([
    ['quote-detail', '/broker-quote/detail?quote_id=q-2', '/broker/company/c-1/quotes/q-2/detail'],
    ['quote-checkout', '/broker-quote/checkout?quote_id=q-2', '/broker/company/c-1/quotes/q-2/checkout'],
  ] as const)('%s finds the quote’s company and opens its screen', async (target, url, landing) => {
    const calls = open(target, url, { '/v3/quotes/{id}': { body: quote({ id: 'q-2', account_id: 'c-1' }) } });
    expect(await screen.findByText(`arrived at ${landing}`)).toBeTruthy();
    expect(calls).toEqual([{ path: '/v3/quotes/{id}', params: { path: { id: 'q-2' } } }]);
  });

  it('finds the policy’s company and opens the policy', async () => {
    open('policy-detail', '/broker-policy/detail?policy_id=p-1', {
      '/v3/broker/policies/{id}': { body: policy({ id: 'p-1', account_id: 'c-1' }) },
    });
    expect(await screen.findByText('arrived at /broker/company/c-1/policies/p-1/detail')).toBeTruthy();
  });

  it('says a record of another broker’s company, or a link without an id, is not found', async () => {
    open('quote-detail', '/broker-quote/detail?quote_id=q-9', {
      '/v3/quotes/{id}': { status: 404, body: { code: 'NOT_FOUND', message: 'x' } },
    });
    expect(await screen.findByRole('heading', { name: 'Cotação não encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para as empresas' }).getAttribute('href')).toBe('/broker/index');
    cleanup();
    const calls = open('policy-detail', '/broker-policy/detail', {});
    expect(await screen.findByRole('heading', { name: 'Apólice não encontrada' })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('a brokerage awaiting approval', () => {
  it('sees the pending screen from a mail’s link, not an error', async () => {
    open('quote-detail', '/broker-quote/detail?quote_id=q-2', {
      '/v3/quotes/{id}': { status: 403, body: { code: 'BROKER_PENDING_APPROVAL', message: 'x' } },
      '/v3/me': { body: { user: {}, role: 'BROKER', accounts: [], broker: { status: 'PENDING_APPROVAL' } } },
      '/v3/broker/registration': { body: { completed_steps: [], next_step: null, submitted_at: null } },
    });
    expect(await screen.findByRole('heading', { name: 'Falta pouco para enviar o cadastro' })).toBeTruthy();
    expect(screen.queryByText(/arrived/)).toBeNull();
  });
});
