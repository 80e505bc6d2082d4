import type { Story } from '@ladle/react';
import { Button } from './button';

export const Variants: Story = () => (
  <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
    <Button>Continuar</Button>
    <Button variant="secondary">Cancelar</Button>
    <Button variant="danger">Remover</Button>
    <Button variant="link">Fale com o suporte</Button>
  </p>
);

export const States: Story = () => (
  <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
    <Button loading>Salvando</Button>
    <Button disabled>Indisponível</Button>
  </p>
);
