import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Stepper } from './stepper';

afterEach(cleanup);

const steps = [
  { id: 'quote', label: 'Cotação', state: 'done' as const },
  { id: 'checkout', label: 'Pagamento', state: 'current' as const },
  { id: 'signature', label: 'Assinatura', state: 'upcoming' as const },
];

describe('Stepper', () => {
  it('is a named ordered list whose current step, and only it, carries aria-current="step"', () => {
    render(<Stepper label="Etapas da compra" steps={steps} doneLabel="concluída" />);
    const list = screen.getByRole('list', { name: 'Etapas da compra' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(items.map((item) => item.className)).toEqual([
      'ui-stepper__item ui-stepper__item--done',
      'ui-stepper__item ui-stepper__item--current',
      'ui-stepper__item ui-stepper__item--upcoming',
    ]);
  });

  it('tells a screen reader which steps are done, and hides the marks', () => {
    render(<Stepper label="Etapas" steps={steps} doneLabel="concluída" />);
    const [done, current] = screen.getAllByRole('listitem');
    expect(done!.textContent).toContain('Cotação (concluída)');
    expect(current!.textContent).not.toContain('concluída');
    expect(done!.querySelector('.ui-stepper__marker')!.getAttribute('aria-hidden')).toBe('true');
  });
});
