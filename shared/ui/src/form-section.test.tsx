import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormSection } from './form-section';

afterEach(cleanup);

describe('FormSection', () => {
  it('is a group named by its legend and described by its description', () => {
    render(
      <FormSection legend="Endereço" description="Onde a empresa funciona">
        <label>
          CEP <input />
        </label>
      </FormSection>,
    );
    const group = screen.getByRole('group', { name: 'Endereço' });
    expect(group.tagName).toBe('FIELDSET');
    expect(group.className).toBe('ui-form-section');
    const describedBy = group.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Onde a empresa funciona');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toBeTruthy();
  });

  it('has no description reference when there is no description', () => {
    render(<FormSection legend="Contato" />);
    expect(screen.getByRole('group', { name: 'Contato' }).hasAttribute('aria-describedby')).toBe(false);
  });
});
