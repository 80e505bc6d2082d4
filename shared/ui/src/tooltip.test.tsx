import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';

afterEach(cleanup);

/** The tooltip module as a page gets it before any tooltip was shown: Radix not loaded yet. */
async function freshTooltip() {
  vi.resetModules();
  return import('./tooltip');
}

describe('Tooltip', () => {
  it('draws only its trigger, without loading Radix, until a person points at it or focuses it', async () => {
    const { Tooltip, tooltipPart } = await freshTooltip();
    render(
      <Tooltip content="Fechar o aviso">
        <button type="button" aria-label="Fechar">
          ×
        </button>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(tooltipPart.loaded()).toBeUndefined();
  });

  it('shows its words on keyboard focus, linked to the trigger, which keeps the focus; Escape hides them', async () => {
    const { Tooltip } = await freshTooltip();
    render(
      <Tooltip content="Fechar o aviso">
        <button type="button" aria-label="Fechar">
          ×
        </button>
      </Tooltip>,
    );
    act(() => screen.getByRole('button', { name: 'Fechar' }).focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Fechar o aviso');
    // The trigger keeps its own name (the tooltip only describes it) and the focus.
    const trigger = screen.getByRole('button', { name: 'Fechar' });
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(document.activeElement).toBe(trigger);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('a tap or a click does not load it (no tooltip for a press), and the trigger keeps its own handlers', async () => {
    const { Tooltip, tooltipPart } = await freshTooltip();
    const onClick = vi.fn();
    render(
      <Tooltip content="Fechar o aviso">
        <button type="button" aria-label="Fechar" onClick={onClick}>
          ×
        </button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Fechar' });
    fireEvent.pointerEnter(trigger, { pointerType: 'touch' });
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    act(() => trigger.focus());
    fireEvent.click(trigger);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(tooltipPart.loaded()).toBeUndefined();
  });

  it('shows on hover, and Escape anywhere hides it', async () => {
    const { Tooltip } = await freshTooltip();
    render(
      <Tooltip content="Prazo legal para decidir: 23/12/2026">
        <span tabIndex={0}>12 dias</span>
      </Tooltip>,
    );
    fireEvent.pointerMove(screen.getByText('12 dias'), { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe(
      'Prazo legal para decidir: 23/12/2026',
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
