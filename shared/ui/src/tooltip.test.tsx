import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Tooltip } from './tooltip';

afterEach(cleanup);

describe('Tooltip', () => {
  it('shows its words on keyboard focus, linked to the trigger, and Escape hides them', async () => {
    render(
      <Tooltip content="Fechar o aviso">
        <button type="button" aria-label="Fechar">
          ×
        </button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Fechar' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => trigger.focus());
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip.textContent).toBe('Fechar o aviso');
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    // The trigger keeps its own name: the tooltip only describes it.
    expect(screen.getByRole('button', { name: 'Fechar' })).toBe(trigger);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on hover after a short delay, and Escape anywhere hides it', async () => {
    render(
      <Tooltip content="Prazo legal para decidir: 23/12/2026">
        <span tabIndex={0}>12 dias</span>
      </Tooltip>,
    );
    const chip = screen.getByText('12 dias');
    fireEvent.pointerMove(chip, { pointerType: 'mouse' });
    expect((await screen.findByRole('tooltip', {}, { timeout: 2000 })).textContent).toBe(
      'Prazo legal para decidir: 23/12/2026',
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
