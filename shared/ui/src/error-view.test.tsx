import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorView } from './error-view';

afterEach(cleanup);

describe('ErrorView', () => {
  it('announces "Há um erro inesperado" as an alert with its detail', () => {
    render(<ErrorView title="Há um erro inesperado" detail="Esta área não pôde ser carregada." />);
    const alert = screen.getByRole('alert');
    expect(alert.className).toBe('ui-error-view');
    expect(screen.getByRole('heading', { name: 'Há um erro inesperado' })).toBeTruthy();
    expect(alert.textContent).toContain('Esta área não pôde ser carregada.');
  });

  it('retries when its retry button is pressed', async () => {
    const onRetry = vi.fn();
    render(<ErrorView title="Há um erro inesperado" retryLabel="Tentar novamente" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button when the caller cannot retry', () => {
    render(<ErrorView title="Há um erro inesperado" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
