import { useState } from 'react';
import type { Story } from '@ladle/react';
import { ComboboxField } from './combobox-field';
import { Placeholder } from './placeholder';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const activities = [
  { value: '6201', label: 'Desenvolvimento de programas de computador sob encomenda' },
  { value: '6920', label: 'Atividades de contabilidade, consultoria e auditoria contábil e tributária' },
  { value: '4930', label: 'Transporte rodoviário de carga' },
];

export const Combobox: Story = () => {
  const [value, setValue] = useState('');
  return (
    <ComboboxField
      label="Atividade principal"
      options={activities}
      value={value}
      onChange={setValue}
      noResultsText="Nenhuma atividade encontrada"
      toggleLabel="Mostrar atividades"
      hint="Digite parte do nome ou o código CNAE"
    />
  );
};

export const ComboboxWithError: Story = () => (
  <ComboboxField
    label="Atividade principal"
    options={activities}
    value=""
    onChange={() => undefined}
    noResultsText="Nenhuma atividade encontrada"
    toggleLabel="Mostrar atividades"
    error="Escolha uma atividade da lista"
    required
  />
);

export const TextArea: Story = () => (
  <>
    <TextAreaField label="Descrição do ocorrido" required />
    <TextAreaField label="Mensagem" error="Preencha este campo." />
  </>
);

export const MoneyAndDate: Story = () => (
  <>
    <TextField label="Faturamento anual" inputMode="numeric" defaultValue="R$ 12.400.000,00" />
    <TextField label="Início da vigência" type="date" defaultValue="2027-01-01" />
    <TextField label="Campo desativado" disabled defaultValue="Não editável" />
  </>
);

export const PlaceholderScreen: Story = () => (
  <Placeholder title="Renovações" text="Esta tela ainda está sendo preparada." />
);
