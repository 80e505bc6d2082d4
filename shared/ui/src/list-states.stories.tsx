import type { Story } from '@ladle/react';
import { EmptyState } from './empty-state';
import { ErrorView } from './error-view';
import { ListStates } from './list-states';
import { Loading } from './loading';
import { Table } from './table';

const claims = [
  { id: '1', protocol: 'SIN-2026-00000001', status: 'Em análise' },
  { id: '2', protocol: 'SIN-2026-00000002', status: 'Pago' },
];

const list = (items: typeof claims | undefined, fallback = <Loading label="Carregando..." />) => (
  <ListStates
    items={items}
    fallback={fallback}
    empty={<EmptyState title="Nenhum sinistro" text="Os sinistros comunicados aparecem aqui." />}
  >
    {(shown) => (
      <Table
        caption="Sinistros"
        columns={[
          { key: 'protocol', header: 'Protocolo' },
          { key: 'status', header: 'Situação' },
        ]}
        rows={shown.map((claim) => ({ key: claim.id, cells: { protocol: claim.protocol, status: claim.status } }))}
      />
    )}
  </ListStates>
);

export const Reading: Story = () => list(undefined);
export const Failed: Story = () =>
  list(undefined, <ErrorView title="Serviço indisponível" retryLabel="Tentar de novo" onRetry={() => {}} />);
export const Empty: Story = () => list([]);
export const WithItems: Story = () => list(claims);
