import type { Story } from '@ladle/react';
import { FileText, Inbox } from 'lucide-react';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { ErrorView } from './error-view';
import { Loading } from './loading';
import { Page } from './page';
import { Price } from './price';
import { Section } from './section';
import { Cluster, Stack } from './stack';
import { StatusBadge } from './status-badge';
import { Stepper } from './stepper';

const purchase = [
  { id: 'quote', label: 'Cotação', state: 'done' as const },
  { id: 'checkout', label: 'Pagamento', state: 'current' as const },
  { id: 'signature', label: 'Assinatura', state: 'upcoming' as const },
  { id: 'issued', label: 'Emitida', state: 'upcoming' as const },
];

export const PageWithEverything: Story = () => (
  <Page
    title="Cotação de D&O"
    description="Alfa Indústria e Comércio Ltda · válida até 30/12/2026"
    actions={<Button>Contratar</Button>}
    before={<Stepper label="Etapas da compra" steps={purchase} doneLabel="concluída" />}
  >
    <Section title="Sua melhor opção" description="Recomendada para empresas do seu porte">
      <Card tone="highlight" padding="lg">
        <Stack gap={2}>
          <Price amount="R$ 12.400,00" caption="por ano" size="lg" />
          <p>ou 12 × R$ 1.033,33 sem juros</p>
        </Stack>
      </Card>
    </Section>
  </Page>
);

export const PageNarrowLoading: Story = () => (
  <Page title="Perfil da empresa" width="narrow">
    <Loading label="Carregando..." />
  </Page>
);

export const PageWideError: Story = () => (
  <Page title="Sinistros" width="wide">
    <ErrorView
      title="Não foi possível carregar"
      detail="Tente de novo em instantes."
      retryLabel="Tentar de novo"
      onRetry={() => undefined}
    />
  </Page>
);

export const PageLongTitle: Story = () => (
  <Page
    title="Responsabilidade civil de administradores e diretores (D&O) para sociedades anônimas de capital fechado"
    description="Uma descrição longa que precisa quebrar em várias linhas numa tela estreita sem empurrar a página para o lado."
    actions={
      <>
        <Button variant="secondary">Comparar opções</Button>
        <Button>Contratar agora</Button>
      </>
    }
  >
    <p>Conteúdo</p>
  </Page>
);

export const SectionsAndEmpty: Story = () => (
  <Stack gap={5}>
    <Section title="Apólices" actions={<Button variant="secondary">Nova cotação</Button>}>
      <Card>
        <EmptyState
          icon={<FileText size={40} strokeWidth={1.5} />}
          title="Nenhuma apólice ainda"
          text="Quando você contratar um seguro, a apólice aparecerá aqui."
        />
      </Card>
    </Section>
    <Section title="Endereço" titleLevel={3} description="Onde a empresa funciona">
      <p>Rua das Flores, 123</p>
    </Section>
  </Stack>
);

export const CardTones: Story = () => (
  <Stack as="ul" gap={3}>
    <Card as="li">Padrão</Card>
    <Card as="li" tone="highlight">
      Destaque: a opção recomendada
    </Card>
    <Card as="li" tone="muted" padding="sm">
      Apagado, com pouco espaço
    </Card>
    <Card as="li" padding="lg">
      <EmptyState icon={<Inbox size={40} strokeWidth={1.5} />} title="Nada por aqui" />
    </Card>
  </Stack>
);

export const ClusterOfBadges: Story = () => (
  <Stack gap={4}>
    <Cluster gap={2}>
      <StatusBadge status="ACTIVE" label="Ativa" />
      <StatusBadge status="PENDING" label="Pendente" />
      <StatusBadge status="CANCELLED" label="Cancelada" />
    </Cluster>
    <Cluster justify="between" align="baseline">
      <strong>Prêmio total</strong>
      <Price amount="R$ 1.234.567,89" caption="em 12 parcelas" />
    </Cluster>
  </Stack>
);

export const Steppers: Story = () => (
  <Stack gap={5}>
    <Stepper
      label="No começo"
      steps={purchase.map((step, i) => ({ ...step, state: i === 0 ? 'current' : 'upcoming' }))}
    />
    <Stepper label="No meio" steps={purchase} doneLabel="concluída" />
    <Stepper
      label="No fim"
      steps={purchase.map((step) => ({ ...step, state: 'done' as const }))}
      doneLabel="concluída"
    />
    <Stepper
      label="Rótulos longos"
      steps={[
        { id: 'a', label: 'Questionário de avaliação de risco', state: 'done' },
        { id: 'b', label: 'Análise da seguradora e subscrição', state: 'current' },
        { id: 'c', label: 'Assinatura eletrônica da proposta', state: 'upcoming' },
      ]}
    />
  </Stack>
);

export const Prices: Story = () => (
  <Stack gap={4}>
    <Price amount="R$ 12.400,00" caption="por ano" size="lg" />
    <Price amount="R$ 1.033,33" caption="por mês, em 12 parcelas" />
    <Price amount="R$ 123.456.789,00" caption="limite máximo de indenização por sinistro e no agregado" />
    <Price amount="Sob consulta" />
  </Stack>
);
