import type { Story } from '@ladle/react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { ErrorView } from './error-view';
import { Loading } from './loading';
import { Notice } from './notice';
import { Skeleton } from './skeleton';

export const LoadingSkeleton: Story = () => <Loading label="Carregando..." />;
export const LoadingSpinner: Story = () => <Loading label="Salvando..." variant="spinner" />;
export const SkeletonLines: Story = () => <Skeleton lines={4} />;

export const Empty: Story = () => (
  <EmptyState
    title="Nenhum sinistro comunicado"
    text="Quando você comunicar um sinistro, ele aparecerá aqui."
    action={<Button>Comunicar sinistro</Button>}
  />
);

export const Error: Story = () => (
  <ErrorView
    title="Algo deu errado"
    detail="Tente de novo em instantes."
    retryLabel="Tentar de novo"
    onRetry={() => {}}
  />
);

export const Notices: Story = () => (
  <div style={{ display: 'grid', gap: '0.5rem' }}>
    <Notice type="info" title="Questionário em andamento" />
    <Notice type="success" title="Convite enviado" />
    <Notice type="warn" title="Pagamento pendente" />
    <Notice type="error" title="Não foi possível salvar" />
  </div>
);
