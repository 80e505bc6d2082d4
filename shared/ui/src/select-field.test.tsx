import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

afterEach(cleanup);

const activities = [
  <option key="" value="">
    Escolha
  </option>,
  <option key="retail" value="RETAIL">
    Comércio
  </option>,
  <option key="health" value="HEALTH">
    Saúde
  </option>,
  <option key="tech" value="TECH">
    Tecnologia
  </option>,
];

const control = (name: RegExp | string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const shown = (select: HTMLSelectElement) => select.options[select.selectedIndex]?.textContent;

describe('SelectField', () => {
  it('is the native select itself, named by its label: the browser and the phone open it, no script', () => {
    const { container } = render(
      <SelectField label="Atividade" name="activity" defaultValue="HEALTH" required hint="Define o questionário">
        {activities}
      </SelectField>,
    );
    const select = control(/Atividade/);
    expect(select.tagName).toBe('SELECT');
    expect(container.querySelectorAll('select, button')).toHaveLength(1);
    expect(select.name).toBe('activity');
    expect(select.value).toBe('HEALTH');
    expect(shown(select)).toBe('Saúde');
    expect(select.required).toBe(true);
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Define o questionário',
    );
    // The chevron is drawn, not read: the select alone is the control.
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('a choice fires the change a form library listens to, on the select itself', async () => {
    const onChange = vi.fn();
    render(
      <SelectField label="Atividade" name="activity" onChange={onChange}>
        {activities}
      </SelectField>,
    );
    const select = control(/Atividade/);
    await userEvent.selectOptions(select, 'Tecnologia');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].target).toBe(select);
    expect(select.value).toBe('TECH');
    expect(shown(select)).toBe('Tecnologia');
  });

  it('follows a controlled value', () => {
    function Filter() {
      const [status, setStatus] = useState('');
      return (
        <>
          <SelectField label="Status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Todos</option>
            <option value="OPEN">Aberto</option>
          </SelectField>
          <button type="button" onClick={() => setStatus('OPEN')}>
            Só abertos
          </button>
        </>
      );
    }
    render(<Filter />);
    expect(shown(control('Status'))).toBe('Todos');
    fireEvent.click(screen.getByRole('button', { name: 'Só abertos' }));
    expect(shown(control('Status'))).toBe('Aberto');
  });

  it('the ref reaches the select, so a form focuses its first invalid field there', () => {
    const ref = { current: null as HTMLSelectElement | null };
    render(
      <SelectField label="Atividade" ref={ref} error="Escolha a atividade">
        {activities}
      </SelectField>,
    );
    act(() => ref.current!.focus());
    const select = control(/Atividade/);
    expect(document.activeElement).toBe(select);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe('Escolha a atividade');
  });

  it('passes aria-* and data-* attributes to the select', () => {
    render(
      <SelectField label="Idioma" hideLabel data-question="lang" aria-describedby="outside">
        <option value="pt">PT</option>
      </SelectField>,
    );
    const select = control('Idioma');
    expect(select.dataset.question).toBe('lang');
    expect(select.getAttribute('aria-describedby')).toBe('outside');
  });

  it('a disabled select does not open', () => {
    render(
      <SelectField label="Atividade" disabled>
        {activities}
      </SelectField>,
    );
    expect(control(/Atividade/).disabled).toBe(true);
  });
});
