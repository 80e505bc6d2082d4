import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { readPublicDraft } from '../../lib/public-draft';
import { PublicForm, PublicFormSuccess } from '../public-form/public-form';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { FormsDemo } from '../forms-demo/forms-demo';
import { QuestionnaireRejected } from '../rejected/rejected';
import { StepInfo } from './step-info';

afterEach(cleanup);
const { api } = fakeApi({});
const PATH = '/:country/:language/question-information/step-info/:step';

describe('questionnaire information pages', () => {
  it('explain why a step is asked, and answer an unknown step as not found', () => {
    renderScreen(<StepInfo />, { api, path: PATH, url: '/br/pt/question-information/step-info/cyber_controls' });
    expect(screen.getByRole('heading', { name: 'Cyber: controles de segurança' })).toBeTruthy();
    expect(screen.getByText(/Autenticação em dois fatores, backups e detecção/)).toBeTruthy();
    cleanup();
    renderScreen(<StepInfo />, { api, path: PATH, url: '/br/pt/question-information/step-info/nope' });
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
  });

  it('show every part of the questionnaire to sales, inert', () => {
    renderScreen(<FormsDemo />, { api, path: '/:country/:language/forms-demo', url: '/br/pt/forms-demo' });
    expect(screen.getByRole('group', { name: 'D&O: histórico' })).toBeTruthy();
    const field = screen.getByLabelText(/Razão social/) as HTMLInputElement;
    // Inert through its disabled fieldset (happy-dom does not compute :disabled from an ancestor).
    expect(field.closest('fieldset[disabled]')).not.toBeNull();
  });

  it('tell a declined company when it may apply again', () => {
    renderScreen(<QuestionnaireRejected />, {
      api,
      path: '/:country/:language/ipaf-rejected',
      url: '/br/pt/ipaf-rejected',
    });
    expect(screen.getByText(/depois de 3 meses/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cadastrar outra empresa' })).toBeTruthy();
  });
});

describe('a prospect without an account', () => {
  it('keeps the answers on the device, refused like the API would, until the account exists', async () => {
    localStorage.clear();
    renderScreen(<PublicForm />, { api, path: '/public-ipaf/one-page' });
    fireEvent.click(screen.getByLabelText(/cibernético/));
    fireEvent.click(screen.getByRole('button', { name: 'Começar' }));
    fireEvent.change(screen.getByLabelText(/E-mail de contato/), { target: { value: 'cfo@' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    expect(screen.getByText('O formato do e-mail é inválido.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/E-mail de contato/), { target: { value: 'cfo@prospect.example' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salvar e continuar' })));
    expect(readPublicDraft()?.answers['company.contact_email']).toBe('cfo@prospect.example');
    cleanup();
    renderScreen(<PublicFormSuccess />, { api, path: '/public-ipaf/success' });
    const link = screen.getByRole('link', { name: 'Criar conta' }).getAttribute('href')!;
    expect(new URL(link, 'http://x').searchParams.get('email')).toBe('cfo@prospect.example');
  });
});
