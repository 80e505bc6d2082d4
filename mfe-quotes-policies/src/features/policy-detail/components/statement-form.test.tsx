import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../testing/render-screen';
import { StatementForm } from './statement-form';

afterEach(cleanup);

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    status < 400
      ? { data: body, response: new Response(null, { status }) }
      : { error: body, response: new Response(null, { status }) },
  );

function renderForm(POST: ReturnType<typeof vi.fn>) {
  return renderScreen(<StatementForm policyId="p-1" />, { api: { POST } as never, path: '/', url: '/' });
}

const send = async (emails: string) => {
  fireEvent.change(screen.getByLabelText(/E-mails/), { target: { value: emails } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enviar extrato' })));
};

describe('StatementForm', () => {
  it('sends nothing when an address is malformed, and names the malformed ones (spec section 5)', async () => {
    const POST = vi.fn();
    const { intlErrors } = renderForm(POST);
    await send('a@x.com, bad');
    expect(POST).not.toHaveBeenCalled();
    expect(
      screen.getByText('O formato de alguns e-mails está incorreto e o e-mail não pôde ser enviado. Corrija: bad.'),
    ).toBeTruthy();
    expect(intlErrors).toEqual([]);
  });

  it('sends the list in the screen’s language and says to whom it went', async () => {
    const POST = vi.fn(() => answer(200, { recipients: ['a@x.com', 'b@y.org'] }));
    renderForm(POST);
    await send('a@x.com, b@y.org');
    expect(POST).toHaveBeenCalledWith('/v3/policies/{id}/statement-mails', {
      params: { path: { id: 'p-1' } },
      body: { emails: 'a@x.com, b@y.org', language: 'pt' },
    });
    expect(await screen.findByText('Extrato enviado para a@x.com, b@y.org.')).toBeTruthy();
  });

  it('shows the API’s refusal on the field, in the user’s language', async () => {
    const POST = vi.fn(() =>
      answer(400, {
        code: 'INVALID_EMAIL_LIST',
        message: 'x',
        details: [{ field: 'emails', code: 'INVALID_EMAIL_LIST', message: 'bad' }],
      }),
    );
    renderForm(POST);
    await send('a@x.com');
    expect(await screen.findByText(/O formato de alguns e-mails está incorreto/)).toBeTruthy();
  });
});
