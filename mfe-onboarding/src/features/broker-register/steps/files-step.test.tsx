import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ApiClient } from '@platform/api-client';
import { BROKER_FILE_MAX_BYTES } from '@platform/domain';
import { renderScreen } from '@platform/remote-kit/testing';
import { allMessages as messages } from '../../../testing/all-messages';
import type { BrokerRegistration } from '../api/get-registration';
import { FilesStep } from './files-step';

afterEach(cleanup);

const registration = { files: [], general_info: { country: 'br' } } as unknown as BrokerRegistration;
const pdfBytes = new TextEncoder().encode('%PDF-1.4 small');

function uploadingApi() {
  const POST = vi.fn((_path: string, init: { params: { query: { kind: string; file_name: string } }; body: File }) =>
    Promise.resolve({
      data: {
        id: 'f-1',
        kind: init.params.query.kind,
        file_name: init.params.query.file_name,
        content_type: 'application/pdf',
        size: init.body.size,
        created_at: '2026-01-01T00:00:00Z',
      },
      response: new Response(null, { status: 200 }),
    }),
  );
  return { api: { POST } as unknown as ApiClient, POST };
}

const choose = (label: RegExp, file: File) =>
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

describe('FilesStep', () => {
  it('refuses an oversize file before sending it, then uploads a small PDF', async () => {
    const { api, POST } = uploadingApi();
    const { intlErrors } = renderScreen(<FilesStep registration={registration} />, {
      api,
      messages,
      path: '/broker-register/step/:stepId',
      url: '/broker-register/step/files',
    });
    const big = new File([pdfBytes, new Uint8Array(BROKER_FILE_MAX_BYTES)], 'certificado.pdf', {
      type: 'application/pdf',
    });
    choose(/^Certificado de registro na SUSEP/, big);
    expect(await screen.findByText('O arquivo é maior que o limite de 5 MB.')).toBeTruthy();
    expect(POST).not.toHaveBeenCalled();

    choose(/^Certificado de registro na SUSEP/, new File([pdfBytes], 'certificado.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/Enviado: certificado\.pdf/)).toBeTruthy();
    expect(POST).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('O arquivo é maior que o limite de 5 MB.')).toBeNull();
    expect(intlErrors).toEqual([]);
  });

  it('refuses a file whose content is not PDF, PNG or JPEG whatever its name', async () => {
    const { api, POST } = uploadingApi();
    renderScreen(<FilesStep registration={registration} />, {
      api,
      messages,
      path: '/broker-register/step/:stepId',
      url: '/broker-register/step/files',
    });
    choose(/^Comprovante bancário/, new File(['MZ not really a pdf'], 'extrato.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Tipo de arquivo não permitido. Envie PDF, PNG ou JPEG.')).toBeTruthy();
    expect(POST).not.toHaveBeenCalled();
  });

  it('asks for every missing document on Finish instead of sending', async () => {
    const { api, POST } = uploadingApi();
    renderScreen(<FilesStep registration={registration} />, {
      api,
      messages,
      path: '/broker-register/step/:stepId',
      url: '/broker-register/step/files',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Concluir cadastro' }));
    await waitFor(() => expect(screen.getAllByText('Envie este documento')).toHaveLength(3));
    expect(POST).not.toHaveBeenCalled();
  });
});
