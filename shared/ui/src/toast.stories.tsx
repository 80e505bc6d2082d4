import { useState } from 'react';
import type { Story } from '@ladle/react';
import { Button } from './button';
import { createToastQueue, useToasts } from './toast-queue';
import { ToastViewport } from './toast-viewport';

/** The shell's toasts: push one of each kind; hover or focus them (F8) to pause, swipe right to dismiss. */
export const Toasts: Story = () => {
  const [queue] = useState(createToastQueue);
  const toasts = useToasts(queue);
  return (
    <>
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button onClick={() => queue.push({ status: 'SUCCESS', text: 'Convite enviado para ana@empresa.com.br' })}>
          Sucesso
        </Button>
        <Button
          variant="danger"
          onClick={() =>
            queue.push({ status: 'ERROR', title: 'Não foi possível salvar', text: 'Tente de novo em instantes.' })
          }
        >
          Erro
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            queue.push({
              status: 'WARNING',
              text: 'Há uma nova versão do aplicativo.',
              autoClose: false,
              action: { label: 'Recarregar', onClick: () => {} },
            })
          }
        >
          Aviso com ação
        </Button>
      </p>
      <ToastViewport toasts={toasts} onDismiss={queue.dismiss} closeLabel="Fechar" label="Notificações" />
    </>
  );
};

/** A toast on screen from the start (the catalogue's still picture of the states). */
export const States: Story = () => {
  const [queue] = useState(() => {
    const initial = createToastQueue();
    initial.push({ status: 'SUCCESS', text: 'Perfil salvo', autoClose: false });
    initial.push({ status: 'WARNING', text: 'Sua sessão expira em 5 minutos', autoClose: false });
    initial.push({ status: 'ERROR', title: 'Falha ao enviar', text: 'Verifique a conexão.', autoClose: false });
    return initial;
  });
  const toasts = useToasts(queue);
  return <ToastViewport toasts={toasts} onDismiss={queue.dismiss} closeLabel="Fechar" label="Notificações" />;
};
