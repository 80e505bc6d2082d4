import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TaskCard } from './task-card';
import { TASK_ICONS } from './task-icons';

const card = (late: boolean) =>
  render(
    <ul>
      <TaskCard
        icon={TASK_ICONS.INVOICE_DUE}
        late={late}
        lateLabel="Em atraso"
        title="Parcela atrasada: D&O"
        detail="Fatura DO-2026-000123-02"
        action={(describedBy, className) => (
          <a href="/pay" className={className} aria-describedby={describedBy}>
            Ver pagamentos
          </a>
        )}
      />
    </ul>,
  );

afterEach(cleanup);

describe('TaskCard', () => {
  it('names the card by its title and describes its one action by it', () => {
    card(false);
    const item = screen.getByRole('listitem', { name: 'Parcela atrasada: D&O' });
    expect(item.textContent).toContain('Fatura DO-2026-000123-02');
    const title = screen.getByRole('heading', { name: 'Parcela atrasada: D&O' });
    expect(screen.getByRole('link', { name: 'Ver pagamentos' }).getAttribute('aria-describedby')).toBe(title.id);
    expect(screen.queryByText('Em atraso')).toBeNull();
    expect(screen.getByRole('link').className).toContain('ui-button--secondary');
  });

  it('puts a late task forward: highlighted, with the late badge and the primary action', () => {
    card(true);
    expect(screen.getByRole('listitem').className).toContain('highlight');
    expect(screen.getByText('Em atraso')).toBeTruthy();
    expect(screen.getByRole('link').className).toContain('ui-button--primary');
  });
});
