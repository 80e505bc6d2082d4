import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './tabs';

afterEach(cleanup);

const tabs: TabItem[] = [
  { id: 'active', label: 'Ativas', content: <p>Apólices ativas</p> },
  { id: 'expired', label: 'Vencidas', content: <p>Apólices vencidas</p> },
  { id: 'all', label: 'Todas', content: <p>Todas as apólices</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the tab list and selects the first tab at start', () => {
    render(<Tabs label="Apólices" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Apólices' })).toBeTruthy();
    expect(tab('Ativas').getAttribute('aria-selected')).toBe('true');
    expect(tab('Vencidas').getAttribute('aria-selected')).toBe('false');
  });

  it('shows only the selected panel, labelled by its tab and controlled by it', () => {
    render(<Tabs label="Apólices" tabs={tabs} />);
    const panel = screen.getByRole('tabpanel', { name: 'Ativas' });
    expect(panel.textContent).toBe('Apólices ativas');
    expect(tab('Ativas').getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Apólices vencidas')).toBeNull();
  });

  it('has one tab stop: Tab reaches the selected tab, the others are out of the Tab sequence', async () => {
    render(<Tabs label="Apólices" tabs={tabs} selectedId="expired" />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Vencidas'));
    expect([tab('Ativas').tabIndex, tab('Todas').tabIndex]).toEqual([-1, -1]);
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends', async () => {
    const onSelect = vi.fn();
    render(<Tabs label="Apólices" tabs={tabs} onSelect={onSelect} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Ativas'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Vencidas'));
    expect(tab('Vencidas').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Apólices vencidas');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Todas'));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Ativas'));
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual(['expired', 'active', 'all', 'active']);
  });

  it('goes to the first and last tab with Home and End', async () => {
    render(<Tabs label="Apólices" tabs={tabs} />);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(tab('Todas'));
    expect(tab('Todas').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('Ativas'));
  });

  it('selects a tab on click and follows a selectedId set by the caller', async () => {
    const { rerender } = render(<Tabs label="Apólices" tabs={tabs} />);
    await userEvent.click(tab('Todas'));
    expect(tab('Todas').getAttribute('aria-selected')).toBe('true');
    rerender(<Tabs label="Apólices" tabs={tabs} selectedId="expired" />);
    expect(tab('Vencidas').getAttribute('aria-selected')).toBe('true');
  });

  it("draws each tab's own panel: what was typed in one does not show in the next", async () => {
    const forms: TabItem[] = [
      { id: 'a', label: 'A', content: <input aria-label="Nota" /> },
      { id: 'b', label: 'B', content: <input aria-label="Nota" /> },
    ];
    render(<Tabs label="Notas" tabs={forms} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nota' }), 'primeira');
    await userEvent.click(tab('B'));
    expect((screen.getByRole('textbox', { name: 'Nota' }) as HTMLInputElement).value).toBe('');
  });
});
