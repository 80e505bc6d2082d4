import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { StatusBadge } from './status-badge';
import { statusTone } from './status-tone';

afterEach(cleanup);

describe('StatusBadge', () => {
  it('colours risk levels differently: low is good news, medium a warning, high a danger', () => {
    render(
      <>
        <StatusBadge status="LOW" label="Baixo" />
        <StatusBadge status="MEDIUM" label="Médio" />
        <StatusBadge status="HIGH" label="Alto" />
      </>,
    );
    expect(screen.getByText('Baixo').className).toContain('ui-badge--success');
    expect(screen.getByText('Médio').className).toContain('ui-badge--warning');
    expect(screen.getByText('Alto').className).toContain('ui-badge--danger');
  });

  it('follows the status: in force is success, waiting a warning, refused a danger, over neutral', () => {
    expect(statusTone('ACTIVE')).toBe('success');
    expect(statusTone('PENDING_INITIAL_PAYMENT')).toBe('warning');
    expect(statusTone('REJECTED')).toBe('danger');
    expect(statusTone('EXPIRED')).toBe('neutral');
    expect(statusTone('SEARCHING')).toBe('info');
    expect(statusTone('SOMETHING_NEW')).toBe('neutral');
  });

  it('shows the label as text and keeps the status for styling, with a tone override', () => {
    render(<StatusBadge status="ACTIVE" label="Ativa" tone="info" />);
    const badge = screen.getByText('Ativa');
    expect(badge.getAttribute('data-status')).toBe('ACTIVE');
    expect(badge.className).toContain('ui-badge--info');
  });
});
