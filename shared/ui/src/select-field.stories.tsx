import { useState } from 'react';
import type { Story } from '@ladle/react';
import { SelectField } from './select-field';

const activities = (
  <>
    <option value="">Escolha a atividade</option>
    <option value="RETAIL">Comércio</option>
    <option value="HEALTH">Saúde</option>
    <option value="TECH">Tecnologia</option>
    <option value="FINANCIAL_SERVICES" disabled>
      Serviços financeiros (em breve)
    </option>
  </>
);

export const Default: Story = () => (
  <SelectField label="Atividade da empresa" name="activity">
    {activities}
  </SelectField>
);

export const Required: Story = () => (
  <SelectField
    label="Atividade da empresa"
    required
    defaultValue="HEALTH"
    hint="Define o questionário que você recebe."
  >
    {activities}
  </SelectField>
);

export const WithError: Story = () => (
  <SelectField label="Atividade da empresa" required error="Escolha a atividade da empresa.">
    {activities}
  </SelectField>
);

export const Disabled: Story = () => (
  <SelectField label="Atividade da empresa" disabled defaultValue="TECH">
    {activities}
  </SelectField>
);

export const Controlled: Story = () => {
  const [status, setStatus] = useState('');
  return (
    <>
      <SelectField label="Filtrar por status" value={status} onChange={(event) => setStatus(event.target.value)}>
        <option value="">Todos</option>
        <option value="OPEN">Em andamento</option>
        <option value="CLOSED">Encerrados</option>
      </SelectField>
      <p>Valor: {status || '(todos)'}</p>
    </>
  );
};

export const HiddenLabel: Story = () => (
  <SelectField label="Idioma" hideLabel defaultValue="pt">
    <option value="pt">PT</option>
    <option value="en">EN</option>
    <option value="es">ES</option>
  </SelectField>
);
