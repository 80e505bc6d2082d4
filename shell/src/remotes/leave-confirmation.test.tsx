import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformIntlProvider } from '@platform/i18n';
import { DEFAULT_LOCALE } from '@platform/domain';
import { messages } from '../app/messages';
import { useLeaveConfirmation } from './leave-confirmation';

afterEach(cleanup);

let blockLeaving: (blocked: boolean) => void = () => {};

function FormArea() {
  const leave = useLeaveConfirmation();
  blockLeaving = leave.blockLeaving;
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      {leave.dialog}
    </>
  );
}

function renderArea() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <FormArea /> },
      { path: '/elsewhere', element: <p>Elsewhere page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <PlatformIntlProvider locale={DEFAULT_LOCALE} messages={messages}>
      <RouterProvider router={router} />
    </PlatformIntlProvider>,
  );
  return router;
}

describe('leaving a page with unsaved changes', () => {
  it('asks first while the remote says a form is unsaved: staying keeps the page, confirming leaves', async () => {
    const router = renderArea();
    act(() => blockLeaving(true));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Continuar editando' }));
    expect(router.state.location.pathname).toBe('/form');

    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    expect(await screen.findByText('Elsewhere page')).toBeTruthy();
  });

  it('leaves without asking once the form is saved', async () => {
    renderArea();
    act(() => blockLeaving(true));
    act(() => blockLeaving(false));
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Elsewhere page')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
