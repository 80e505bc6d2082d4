import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PlatformIntlProvider } from '@platform/i18n';
import { DEFAULT_LOCALE } from '@platform/domain';
import { messages } from './messages';
import { audienceOf, type Audience } from './navigation';
import { ShellNavigation } from './shell-navigation';

afterEach(cleanup);

function renderNavigation(audience: Audience, userName?: string, restoring = false, role?: string) {
  render(
    <MemoryRouter>
      <PlatformIntlProvider locale={DEFAULT_LOCALE} messages={messages}>
        <ShellNavigation audience={audience} userName={userName} restoring={restoring} role={role} />
      </PlatformIntlProvider>
    </MemoryRouter>,
  );
  const links = (name: string) =>
    within(screen.getByRole('navigation', { name }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
  const account = () => within(screen.getByRole('navigation', { name: 'Sua conta' })).queryAllByRole('link');
  return {
    main: links('Navegação principal'),
    account: account().map((link) => [link.textContent, link.getAttribute('href')]),
  };
}

describe('the shell navigation', () => {
  it("gives customers the product's areas, the team list, help, and profile and settings", () => {
    const { main, account } = renderNavigation('customer', 'Ana');
    expect(main).toEqual([
      ['Início', '/dashboard/index'],
      ['Cotações', '/dashboard/quotes/home'],
      ['Apólices', '/dashboard/policies/home'],
      ['Sinistros', '/dashboard/claims/home'],
      ['Cyber', '/dashboard/cyber/home'],
      ['Equipe', '/dashboard/users/list'],
      ['Ajuda', '/help'],
    ]);
    expect(account).toEqual([
      ['Perfil e configurações', '/dashboard/profile'],
      ['Sair', '/auth/logout'],
    ]);
    expect(screen.getByTestId('user-name').textContent).toBe('Ana');
  });

  it('gives brokers their companies, commissions, users, help, and their profile with bank details', () => {
    const { main, account } = renderNavigation('broker', 'Carlos');
    expect(main).toEqual([
      ['Empresas', '/broker/index'],
      ['Comissões', '/broker/earnings/home'],
      ['Usuários', '/broker/users/list'],
      ['Ajuda', '/help'],
    ]);
    expect(account).toEqual([
      ['Perfil e dados bancários', '/broker/edit-profile'],
      ['Sair', '/auth/logout'],
    ]);
  });

  it('does not offer an invited colleague the bank details, which are the administrator’s', () => {
    const { main, account } = renderNavigation('broker', 'Clara', false, 'BROKER_INVITED');
    expect(main.map(([, href]) => href)).toEqual([
      '/broker/index',
      '/broker/earnings/home',
      '/broker/users/list',
      '/help',
    ]);
    expect(account).toEqual([['Sair', '/auth/logout']]);
  });

  it('gives operations their queues, help and sign-out', () => {
    const { main, account } = renderNavigation('operations', 'Olga');
    expect(main).toEqual([
      ['Operações', '/ops'],
      ['Mesa de subscrição', '/ops/underwriting'],
      ['Sinistros', '/ops/claims'],
      ['Avaliações cibernéticas', '/ops/cyber'],
      ['Pagamentos', '/ops/payments'],
      ['Extratos de comissão', '/ops/brokers/statements'],
      ['Corretoras', '/ops/brokers'],
      ['Ajuda', '/help'],
    ]);
    expect(account).toEqual([['Sair', '/auth/logout']]);
  });

  it('gives guests help and sign-in only', () => {
    const { main, account } = renderNavigation('guest');
    expect(main).toEqual([['Ajuda', '/help']]);
    expect(account).toEqual([['Entrar', '/auth/login']]);
    expect(screen.queryByTestId('user-name')).toBeNull();
  });

  it('tells the audience from the session', () => {
    expect(audienceOf(false, { role: null, isBroker: false })).toBe('guest');
    expect(audienceOf(false, { role: 'BROKER', isBroker: true })).toBe('guest');
    expect(audienceOf(true, { role: 'ACCOUNT_ADMIN', isBroker: false })).toBe('customer');
    expect(audienceOf(true, { role: 'BROKER', isBroker: true })).toBe('broker');
    expect(audienceOf(true, { role: 'OPERATIONS', isBroker: false })).toBe('operations');
  });

  it('does not offer "Entrar" while the session is being restored', () => {
    const { account } = renderNavigation('guest', undefined, true);
    expect(account).toEqual([]);
    expect(screen.queryByText('Entrar')).toBeNull();
  });

  it('folds both navigations into one keyboard-operable menu (shown below 768 px)', async () => {
    renderNavigation('customer', 'Ana');
    const button = screen.getByRole('button', { name: 'Menu' });
    fireEvent.keyDown(button, { key: 'Enter' });
    // The menu's Radix part arrives on that first Enter (@platform/ui loads it on intent).
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      '/dashboard/index',
      '/dashboard/quotes/home',
      '/dashboard/policies/home',
      '/dashboard/claims/home',
      '/dashboard/cyber/home',
      '/dashboard/users/list',
      '/help',
      '/dashboard/profile',
      '/auth/logout',
    ]);
    expect(within(screen.getByRole('menu')).getByText('Ana')).toBeTruthy();
  });
});
