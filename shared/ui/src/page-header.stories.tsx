import type { Story } from '@ladle/react';
import { Button } from './button';
import { PageHeader } from './page-header';

export const WithPrimaryAction: Story = () => (
  <PageHeader title="Sinistros" description="2 em andamento" actions={<Button>Comunicar sinistro</Button>} />
);

export const TitleOnly: Story = () => <PageHeader title="Ajuda" />;
