import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextField } from './text-field';

afterEach(cleanup);

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('labels its input', () => {
    render(<TextField label="E-mail" />);
    expect(screen.getByLabelText('E-mail').tagName).toBe('INPUT');
  });

  it('links the hint and the error to the input and marks it invalid', () => {
    render(<TextField label="E-mail" hint="Use o e-mail da empresa" error="O formato do e-mail é inválido." />);
    const input = screen.getByLabelText('E-mail');
    expect(describedBy(input)).toEqual(['Use o e-mail da empresa', 'O formato do e-mail é inválido.']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="E-mail" hint="Use o e-mail da empresa" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(input)).toEqual(['Use o e-mail da empresa']);
  });

  it('keeps a description the caller passes alongside its own', () => {
    render(
      <>
        <p id="rules">Regras</p>
        <TextField label="Senha" aria-describedby="rules" error="Senha curta" />
      </>,
    );
    expect(describedBy(screen.getByLabelText('Senha'))).toEqual(['Regras', 'Senha curta']);
  });

  it('marks a mandatory field with aria-required and a visual marker hidden from screen readers', () => {
    render(<TextField label="Nome" required />);
    const input = screen.getByLabelText('Nome', { exact: false });
    expect(input.getAttribute('aria-required')).toBe('true');
    const marker = document.querySelector('.ui-field__required');
    expect(marker?.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the value the user typed when an error shows', async () => {
    const { rerender } = render(<TextField label="E-mail" name="email" />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'ana@empresa');
    rerender(<TextField label="E-mail" name="email" error="O formato do e-mail é inválido." />);
    const input = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(input.value).toBe('ana@empresa');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('forwards its ref and input props to the <input>', async () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField ref={ref} label="Site" type="url" placeholder="https://" onChange={onChange} />);
    const input = screen.getByLabelText('Site');
    expect(ref.current).toBe(input);
    expect(input.getAttribute('type')).toBe('url');
    expect(input.getAttribute('placeholder')).toBe('https://');
    await userEvent.type(input, 'a');
    expect(onChange).toHaveBeenCalled();
  });
});
