import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { CyberSuccessPage } from './cyber-success-page';

afterEach(cleanup);

const request = (status: string) => ({
  id: 'q-1',
  account_id: 'acc-1',
  company: 'Demo',
  plan: 'LITE',
  main_domain: 'loja.acme.example',
  activity: 'OTHER',
  employees: 10,
  revenue_band: 'UNDER_250K',
  status,
  domain_proof: null,
  domain_verified_at: null,
  last_check_at: null,
  next_assessment_at: null,
  proof: {
    txt_record: 'seguro-empresarial-verification=abc123',
    file_url: 'https://loja.acme.example/.well-known/abc123.txt',
    file_content: 'abc123',
  },
  reports: [],
  open_disputes: 0,
  version: 1,
  created_at: '2026-11-25T10:00:00Z',
});

const open = (status: string) =>
  renderScreen(<CyberSuccessPage />, {
    api: fakeApi({ '/v3/cyber/requests/{id}': { body: request(status) } }).api,
    path: '/dashboard/cyber/success-screen',
    url: '/dashboard/cyber/success-screen?request=q-1',
  });

describe('CyberSuccessPage', () => {
  it('gives the values that prove the domain, each under its name, and the verify action', async () => {
    const { intlErrors } = open('PENDING_VERIFICATION');

    const txt = await screen.findByLabelText('Registro DNS');
    expect(within(txt).getByText('Valor do registro TXT')).toBeTruthy();
    expect(within(txt).getByText('seguro-empresarial-verification=abc123')).toBeTruthy();
    const file = screen.getByLabelText('Arquivo .well-known');
    expect(within(file).getByText('https://loja.acme.example/.well-known/abc123.txt')).toBeTruthy();
    expect(within(file).getByText('abc123')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verificar agora' })).toBeTruthy();
    const next = screen.getByRole('region', { name: 'O que acontece agora' });
    expect(within(next).getAllByRole('listitem')).toHaveLength(4);
    expect(intlErrors).toEqual([]);
  });

  it('says the domain is proven once it is, without the proof values', async () => {
    open('SCHEDULED');
    expect(await screen.findByText('Domínio comprovado. A primeira avaliação está agendada.')).toBeTruthy();
    expect(screen.queryByText('seguro-empresarial-verification=abc123')).toBeNull();
  });
});
