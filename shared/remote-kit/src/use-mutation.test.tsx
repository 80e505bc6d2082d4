import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '@platform/api-client';
import type { PlatformEvents } from '@platform/event-bus';
import { Button } from '@platform/ui';
import { fakeApi, renderScreen } from './testing/render-screen';
import { FormError } from './forms/form-error';
import { usePlatformForm } from './forms/use-platform-form';
import { useMutation } from './use-mutation';

afterEach(cleanup);

const refuse = () => Promise.reject(new ApiRequestError('SUBJECTIVITIES_OPEN', 409));
const messages = { pt: {}, en: {}, es: {} };

/** A button whose mutation's refusal the screen never renders. */
function FireAndForget() {
  const send = useMutation({ mutationFn: refuse });
  return <Button onClick={() => send.mutate()}>Enviar</Button>;
}

/** The same refusal, shown in place by the platform form. */
function InForm() {
  const send = useMutation({ mutationFn: refuse });
  const form = usePlatformForm<{ note: string }>({ defaultValues: { note: '' } });
  const onSubmit = form.submit(async () => {
    await send.mutateAsync();
  });
  return (
    <form onSubmit={onSubmit}>
      <FormError code={form.formError} />
      <Button type="submit">Enviar</Button>
    </form>
  );
}

/** The screen renders the refusal from the mutation's state itself. */
function ShownByScreen() {
  const send = useMutation({ mutationFn: refuse, refusalShownBy: 'screen' });
  return (
    <>
      {send.isError && <p role="alert">recusado aqui</p>}
      <Button onClick={() => send.mutate()}>Enviar</Button>
    </>
  );
}

function renderWithBus(screenElement: React.ReactElement) {
  const { api } = fakeApi({});
  const rendered = renderScreen(screenElement, { api, messages, path: '/' });
  const toasts: PlatformEvents['ui:background-error'][] = [];
  rendered.eventBus.on('ui:background-error', (toast) => toasts.push(toast));
  return { ...rendered, toasts };
}

describe('the kit’s useMutation', () => {
  it('shows a refusal the screen does not render as an error toast with the catalogue text', async () => {
    const { toasts } = renderWithBus(<FireAndForget />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toEqual({
      title: 'Não foi possível concluir',
      detail: 'Envie os documentos pedidos pelas condições anteriores à contratação antes de enviar para assinatura.',
      code: 'SUBJECTIVITIES_OPEN',
    });
  });

  it('leaves to the platform form the refusal it shows in place, once', async () => {
    const { toasts } = renderWithBus(<InForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Envie os documentos/);
    // The next task, not a wait: the kit decides in the task after the refusal.
    await new Promise((done) => setTimeout(done, 0));
    expect(toasts).toEqual([]);
  });

  it('leaves to the screen a mutation whose refusal it renders itself', async () => {
    const { toasts } = renderWithBus(<ShownByScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('recusado aqui')).toBeTruthy();
    await new Promise((done) => setTimeout(done, 0));
    expect(toasts).toEqual([]);
  });
});
