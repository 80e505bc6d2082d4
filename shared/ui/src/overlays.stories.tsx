import { useState } from 'react';
import type { Story } from '@ladle/react';
import { Button } from './button';
import { ConfirmModal } from './confirm-modal';
import { Menu, MenuItem, MenuLabel, MenuSeparator } from './menu';
import { Modal } from './modal';
import { Tabs } from './tabs';
import { TextField } from './text-field';

export const Dialog: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Convidar membro</Button>
      <Modal
        open={open}
        title="Convidar membro"
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Enviar</Button>}
      >
        <TextField label="E-mail" name="email" />
      </Modal>
    </>
  );
};

export const Confirmation: Story = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Remover
      </Button>
      <ConfirmModal
        open={open}
        danger
        title="Remover Marcos Lima?"
        body="Ele perde o acesso à conta da empresa."
        confirmLabel="Remover"
        cancelLabel="Cancelar"
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
};

export const DropdownMenu: Story = () => (
  <Menu label="Menu">
    <MenuItem>
      <a href="#quotes">Cotações</a>
    </MenuItem>
    <MenuItem>
      <a href="#policies">Apólices</a>
    </MenuItem>
    <MenuSeparator />
    <MenuLabel>Carla</MenuLabel>
    <MenuItem>
      <a href="#logout">Sair</a>
    </MenuItem>
  </Menu>
);

export const TabsStory: Story = () => (
  <Tabs
    label="Apólices"
    tabs={[
      { id: 'active', label: 'Vigentes (1)', content: <p>Apólices vigentes</p> },
      { id: 'expired', label: 'Expiradas (2)', content: <p>Apólices expiradas</p> },
    ]}
  />
);
TabsStory.storyName = 'Tabs';
