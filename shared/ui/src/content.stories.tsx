import type { Story } from '@ladle/react';
import { FileSearch } from 'lucide-react';
import { Card } from './card';
import { DescriptionList } from './description-list';
import { DetailsList } from './details-list';
import { EmptyState } from './empty-state';
import { FormSection } from './form-section';
import { SelectField } from './select-field';
import { Table } from './table';
import { TextField } from './text-field';

const policy = [
  { term: 'Seguradora', description: 'Alfa Seguros S.A.' },
  { term: 'Prêmio anual', description: 'R$ 12.400,00', kind: 'money' as const },
  { term: 'Limite', description: 'R$ 5.000.000,00', kind: 'money' as const },
  { term: 'Vigência', description: '01/01/2027 a 01/01/2028', kind: 'date' as const },
  { term: 'Segurados', description: '12', kind: 'number' as const },
  {
    term: 'Objeto do seguro',
    description:
      'Responsabilidade civil dos administradores por atos de gestão praticados no exercício de suas funções, incluindo custos de defesa.',
  },
];

export const DescriptionOneColumn: Story = () => (
  <Card>
    <DescriptionList label="Dados da apólice" items={policy} />
  </Card>
);

export const DescriptionTwoColumns: Story = () => (
  <Card>
    <DescriptionList label="Dados da apólice" items={policy} columns={2} />
  </Card>
);

export const DetailsListAlias: Story = () => (
  <DetailsList
    label="Sinistro"
    items={[
      { label: 'Protocolo', value: 'SIN-2026-000123' },
      { label: 'Valor estimado', value: 'R$ 48.000,00', kind: 'money' },
    ]}
  />
);

export const Form: Story = () => (
  <form>
    <FormSection legend="Dados da empresa" description="Como aparecem no cartão CNPJ">
      <TextField label="Razão social" name="name" />
      <TextField label="CNPJ" name="cnpj" />
      <TextField label="Início da vigência" name="start" type="date" />
    </FormSection>
    <FormSection legend="Contato">
      <TextField label="E-mail" name="email" error="Informe um e-mail válido" />
      <SelectField label="Estado" name="state">
        <option value="SP">São Paulo</option>
        <option value="RJ">Rio de Janeiro</option>
      </SelectField>
    </FormSection>
  </form>
);

const invoices = [
  { key: '1', cells: { number: 'FAT-0001', due: '10/01/2027', amount: 'R$ 1.033,33', status: 'Paga' } },
  { key: '2', cells: { number: 'FAT-0002', due: '10/02/2027', amount: 'R$ 1.033,33', status: 'Em aberto' } },
  { key: '3', cells: { number: 'FAT-0003', due: '10/03/2027', amount: 'R$ 123.456.789,00', status: 'Em aberto' } },
];

export const TableOfMoney: Story = () => (
  <Table
    caption="Faturas"
    columns={[
      { key: 'number', header: 'Fatura', kind: 'code' },
      { key: 'due', header: 'Vencimento', kind: 'date' },
      { key: 'amount', header: 'Valor', kind: 'money' },
      { key: 'status', header: 'Situação' },
    ]}
    rows={invoices}
  />
);

export const TableEmpty: Story = () => (
  <Card>
    <EmptyState
      icon={<FileSearch size={40} strokeWidth={1.5} />}
      title="Nenhuma fatura"
      text="As faturas aparecem aqui depois da emissão da apólice."
    />
  </Card>
);
