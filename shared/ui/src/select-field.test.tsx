import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField, optionsOf } from './select-field';

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

const control = (name: RegExp | string) => screen.getByRole('combobox', { name });
const nativeOf = (container: HTMLElement) => container.querySelector('select')!;

describe('SelectField', () => {
  it('reads its options from <option> children, fragments included', () => {
    const options = optionsOf(
      <>
        <option value="">Todos</option>
        {['A', 'B'].map((v) => (
          <option key={v} value={v} disabled={v === 'B'}>
            Letra {v}
          </option>
        ))}
      </>,
    );
    expect(options.map(({ value, text, disabled }) => [value, text, disabled])).toEqual([
      ['', 'Todos', false],
      ['A', 'Letra A', false],
      ['B', 'Letra B', true],
    ]);
  });

  it('is a combobox named by its label that shows the chosen option, with the value in a hidden native select', () => {
    const { container } = render(
      <SelectField label="Atividade" name="activity" defaultValue="HEALTH" required>
        {activities}
      </SelectField>,
    );
    const trigger = control(/Atividade/);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-required')).toBe('true');
    expect(trigger.textContent).toBe('Saúde');
    const native = nativeOf(container);
    expect(native.name).toBe('activity');
    expect(native.value).toBe('HEALTH');
    expect(native.getAttribute('aria-hidden')).toBe('true');
    expect(native.tabIndex).toBe(-1);
  });

  it('opens a listbox from the keyboard and a choice fires the change a form library listens to', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <SelectField label="Atividade" name="activity" onChange={onChange}>
        {activities}
      </SelectField>,
    );
    fireEvent.keyDown(control(/Atividade/), { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Escolha',
      'Comércio',
      'Saúde',
      'Tecnologia',
    ]);
    // While it is open, Radix hides the rest of the page from assistive technology.
    const open = screen.getByRole('combobox', { name: /Atividade/, hidden: true });
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(open.getAttribute('aria-controls')).toBe(listbox.id);
    fireEvent.click(screen.getByRole('option', { name: 'Tecnologia' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].target).toBe(nativeOf(container));
    expect(nativeOf(container).value).toBe('TECH');
    expect(control(/Atividade/).textContent).toBe('Tecnologia');
  });

  it('Escape closes the listbox and gives the focus back to the control', async () => {
    render(<SelectField label="Atividade">{activities}</SelectField>);
    fireEvent.keyDown(control(/Atividade/), { key: 'Enter' });
    const listbox = await screen.findByRole('listbox', {}, { timeout: 10_000 });
    fireEvent.keyDown(listbox, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(document.activeElement).toBe(control(/Atividade/));
  });

  it('typing letters on the closed control picks the option they start', async () => {
    const { container } = render(<SelectField label="Atividade">{activities}</SelectField>);
    // The first focus loads the popup; typeahead is Radix's.
    act(() => control(/Atividade/).focus());
    await waitFor(() => expect(control(/Atividade/).getAttribute('data-state')).toBe('closed'));
    await userEvent.keyboard('sa');
    await waitFor(() => expect(nativeOf(container).value).toBe('HEALTH'));
    expect(control(/Atividade/).textContent).toBe('Saúde');
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
    expect(control('Status').textContent).toBe('Todos');
    fireEvent.click(screen.getByRole('button', { name: 'Só abertos' }));
    expect(control('Status').textContent).toBe('Aberto');
  });

  it('shows a value a form library writes into the native select (reset, setValue)', () => {
    const { container } = render(<SelectField label="Atividade">{activities}</SelectField>);
    act(() => {
      nativeOf(container).value = 'RETAIL';
    });
    expect(control(/Atividade/).textContent).toBe('Comércio');
  });

  it('passes the focus a form gives the native select (first invalid field) to the control', () => {
    const { container } = render(
      <SelectField label="Atividade" error="Escolha a atividade">
        {activities}
      </SelectField>,
    );
    act(() => nativeOf(container).focus());
    const trigger = control(/Atividade/);
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(trigger.getAttribute('aria-describedby')!)!.textContent).toBe('Escolha a atividade');
  });

  it('a disabled select does not open', () => {
    render(
      <SelectField label="Atividade" disabled>
        {activities}
      </SelectField>,
    );
    expect((control(/Atividade/) as HTMLButtonElement).disabled).toBe(true);
  });
});
