import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Locale } from '@platform/domain';
import type { ApplicationForm } from '../../lib/application-form-api';
import { applicationForm } from '../../testing/application-form';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { allMessages as messages } from '../../testing/all-messages';
import { ReviewAnswers } from './review';

afterEach(cleanup);

/** The description beside the question's term (in the language of the screen, Portuguese unless told). */
const answerOf = (id: string, language: 'pt' | 'en' | 'es' = 'pt') => {
  const term = [...document.querySelectorAll('dt')].find((dt) => dt.textContent === messages[language][`ipaf.q.${id}`]);
  return term?.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ');
};

const cyberForm = (answers: ApplicationForm['answers']) =>
  applicationForm({ answers, progress: 1, tax_id_type: 'CNPJ' });

const complete = {
  'cyber.high_risk_activities': ['NONE'],
  'cyber.payment_cards': false,
  'cyber.personal_data': false,
  'cyber.health_data': false,
  'cyber.mfa_email': true,
  'cyber.mfa_remote_access': true,
  'cyber.mfa_admin': true,
  'cyber.backups': false,
  'cyber.edr': 'CROWDSTRIKE',
  'cyber.laptop_encryption': 'YES',
  'cyber.dual_approval': true,
  'cyber.phishing_training': 'YEARLY',
  'cyber.patch_days': 'UNDER_7',
  'cyber.incident_response_plan': true,
  'cyber.incidents': false,
  'cyber.known_circumstances': false,
  'cyber.requested_limit': 'L_1M',
  'cyber.retention': 'R_25K',
  'cyber.start_date': '2027-01-01',
};

const render = (form: ApplicationForm, locale?: Locale) =>
  renderScreen(<ReviewAnswers id="f-1" />, {
    api: fakeApi({ '/v3/application-forms/{id}': { body: form } }).api,
    path: '/ipaf/prev',
    url: '/ipaf/prev?user_form_id=f-1',
    locale,
  });

describe('ipaf/prev review', () => {
  it('shows every answer by section, the additional instructions, then asks for the confirmation', async () => {
    const { intlErrors } = render(cyberForm(complete));
    expect(await screen.findByRole('heading', { level: 1, name: 'Revise suas respostas' })).toBeTruthy();
    const controls = screen.getByRole('region', { name: 'Cyber: controles de segurança' });
    expect(controls.textContent).toContain('CrowdStrike');
    expect(screen.getByRole('region', { name: 'Instruções adicionais' }).querySelectorAll('li')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /^Alterar/ })[0]!.getAttribute('href')).toBe(
      '/ipaf/one-page?user_form_id=f-1#section-cyber_exposure',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Finalizar e compartilhar' })));
    const dialog = await screen.findByRole('dialog', { name: 'Concluir o questionário?' });
    expect(dialog.textContent).toContain('Concluir questionário');
    expect(dialog.textContent).toContain('Revisar dados');
    expect(intlErrors).toEqual([]);
  });

  it('sends a form with pending questions back to them instead of finishing', async () => {
    render(cyberForm({ 'cyber.mfa_email': true }));
    expect(await screen.findByText('Ainda há perguntas sem resposta.', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Finalizar e compartilhar' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar ao questionário' }).getAttribute('href')).toBe(
      '/ipaf/one-page?user_form_id=f-1',
    );
  });

  it('writes the company tax id as its country does, whatever way it was stored', async () => {
    render({ ...cyberForm({ 'company.tax_id': '16727230000197' }), definition_versions: { COMMON: 1 } });
    await screen.findByRole('heading', { level: 1, name: 'Revise suas respostas' });
    expect(answerOf('company.tax_id')).toBe('16.727.230/0001-97');
  });

  const company = {
    'company.start_of_operations': '2015-03-10',
    'company.revenue_last_year': '2400000',
    'company.total_employees': 1250,
    'address.zip_code': '01310100',
    'shareholders.list': [{ name: 'Ana Sócia', percentage: 62.5 }],
  };

  it.each([
    ['pt', 'R$ 2.400.000,00', '10 de mar. de 2015', '1.250', '62,5%'],
    ['en', 'R$2,400,000.00', 'Mar 10, 2015', '1,250', '62.5%'],
    ['es', 'R$2,400,000.00', '10 mar 2015', '1,250', '62.5%'],
  ] as const)(
    'in %s writes money in the currency of the country, dates, numbers and the CEP as the locale does',
    async (language, money, date, employees, share) => {
      render({ ...cyberForm(company), definition_versions: { COMMON: 1 } }, { country: 'br', language });
      await screen.findByRole('heading', { level: 1 });
      expect(answerOf('company.revenue_last_year', language)).toBe(money);
      expect(answerOf('company.start_of_operations', language)).toBe(date);
      expect(answerOf('company.total_employees', language)).toBe(employees);
      expect(answerOf('address.zip_code', language)).toBe('01310-100');
      expect(answerOf('shareholders.list', language)).toContain(share);
    },
  );

  it.each([
    ['pt', 'Sim', 'Não'],
    ['en', 'Yes', 'No'],
    ['es', 'Sí', 'No'],
  ] as const)('in %s says yes and no in the language of the screen', async (language, yes, no) => {
    render(cyberForm(complete), { country: 'br', language });
    await screen.findByRole('heading', { level: 1 });
    expect(answerOf('cyber.mfa_email', language)).toBe(yes);
    expect(answerOf('cyber.backups', language)).toBe(no);
  });

  it('lists each section’s answers as terms and descriptions named by the section, figures kept whole', async () => {
    render({
      ...cyberForm({ ...complete, 'company.revenue_last_year': '2400000' }),
      definition_versions: { COMMON: 1, CYBER: 1 },
    });
    await screen.findByRole('heading', { level: 1 });
    const request = screen.getByRole('region', { name: 'Cyber: cobertura desejada' });
    const list = request.querySelector('dl[aria-label="Cyber: cobertura desejada"]')!;
    expect([...list.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      messages.pt['ipaf.q.cyber.requested_limit'],
      messages.pt['ipaf.q.cyber.retention'],
      messages.pt['ipaf.q.cyber.start_date'],
    ]);
    const dates = [...list.querySelectorAll('dd')].filter((dd) => dd.classList.contains('ui-figure--date'));
    expect(dates.map((dd) => dd.textContent)).toEqual(['1 de jan. de 2027']);
    const revenue = [...document.querySelectorAll('dt')].find(
      (dt) => dt.textContent === messages.pt['ipaf.q.company.revenue_last_year'],
    )!.nextElementSibling!;
    expect(revenue.classList.contains('ui-figure--money')).toBe(true);
  });

  it('shows why the API refused to finish, in the person’s language', async () => {
    const { api } = fakeApi({ '/v3/application-forms/{id}': { body: cyberForm(complete) } });
    const refusal = { code: 'TRANSITION_NOT_ALLOWED', message: 'not now' };
    const POST = () => Promise.resolve({ error: refusal, response: new Response(null, { status: 409 }) });
    renderScreen(<ReviewAnswers id="f-1" />, {
      api: { ...api, POST } as typeof api,
      path: '/ipaf/prev',
      url: '/ipaf/prev?user_form_id=f-1',
      locale: { country: 'br', language: 'en' },
    });
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Finish and share' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Complete questionnaire' })));
    expect(await screen.findByText('This action is not available in the questionnaire’s current status.')).toBeTruthy();
  });
});
