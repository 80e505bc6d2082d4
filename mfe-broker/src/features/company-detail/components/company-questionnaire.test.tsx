import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { ApiClient } from '@platform/api-client';
import { fakeApi, renderScreen } from '../../../testing/render-screen';
import { CompanyQuestionnaire } from './company-questionnaire';

afterEach(cleanup);

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

function render(answer: { status: number; body: unknown }, locale?: { country: 'us'; language: 'en' }) {
  const { api } = fakeApi({});
  const post = vi.fn(async () =>
    answer.status < 400
      ? { data: answer.body, response: new Response(null, { status: answer.status }) }
      : { error: answer.body, response: new Response(null, { status: answer.status }) },
  );
  const result = renderScreen(
    <>
      <CompanyQuestionnaire companyId="c-1" />
      <Address />
    </>,
    {
      api: { ...api, POST: post } as unknown as ApiClient,
      path: '*',
      url: '/broker/company/c-1/detail',
      locale,
    },
  );
  return { post, ...result };
}
const address = () => screen.getByRole('status', { name: 'address' }).textContent;

describe('CompanyQuestionnaire', () => {
  it('starts the customer’s questionnaire for the products chosen and opens it', async () => {
    const { post, intlErrors } = render({ status: 200, body: { id: 'f-1', status: 'IPAF_IN_PROGRESS' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /ciber/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar questionário' }));
    await vi.waitFor(() => expect(address()).toBe('/ipaf/one-page?user_form_id=f-1'));
    expect(post).toHaveBeenCalledWith('/v3/broker/companies/{id}/application-forms', {
      params: { path: { id: 'c-1' } },
      body: { products: ['D_AND_O', 'CYBER'] },
    });
    expect(intlErrors).toEqual([]);
  });

  it('opens the questionnaire already in progress instead of starting another', async () => {
    render({
      status: 409,
      body: { code: 'FORM_IN_PROGRESS', message: 'x', current: { id: 'f-open', status: 'IPAF_IN_PROGRESS' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar questionário' }));
    await vi.waitFor(() => expect(address()).toBe('/ipaf/one-page?user_form_id=f-open'));
  });

  it('shows any other refusal from the catalogue, in English too, and needs a product to start', async () => {
    render({ status: 404, body: { code: 'NOT_FOUND', message: 'x' } }, { country: 'us', language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Start questionnaire' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
    expect(address()).toBe('/broker/company/c-1/detail');
    fireEvent.click(screen.getByRole('checkbox', { name: /D&O/ }));
    expect((screen.getByRole('button', { name: 'Start questionnaire' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
