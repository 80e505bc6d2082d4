import type { Story } from '@ladle/react';
import { X } from 'lucide-react';
import { StatusBadge } from './status-badge';
import { Tooltip } from './tooltip';

export const IconButton: Story = () => (
  <Tooltip content="Fechar o aviso">
    <button type="button" className="ui-toast__close" aria-label="Fechar o aviso">
      <X aria-hidden="true" size={18} />
    </button>
  </Tooltip>
);

export const Chip: Story = () => (
  <p>
    Prazo:{' '}
    <Tooltip content="Prazo legal para decidir: 23/12/2026">
      <span className="ui-chip-hint" tabIndex={0}>
        12 dias
      </span>
    </Tooltip>
  </p>
);

export const OnABadge: Story = () => (
  <Tooltip content="A seguradora está analisando o pedido; a resposta chega por e-mail.">
    <span tabIndex={0}>
      <StatusBadge status="REFERRED" label="Em análise" />
    </span>
  </Tooltip>
);
