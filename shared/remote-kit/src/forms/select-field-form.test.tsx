import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useForm } from 'react-hook-form';

// SelectField loads its popup (Radix) the first time a person reaches for it. Here the test decides
// when that chunk arrives, as a busy machine would: before the form is used, while a field has the
// focus, or never during the test.
let arrive: () => void = () => {};
vi.mock('../../../ui/src/select-popup', async (importOriginal) => {
  await new Promise<void>((resolve) => (arrive = resolve));
  return importOriginal();
});

afterEach(cleanup);

interface Finding {
  severity: string;
  title: string;
}
interface Report {
  risk: string;
  findings: Finding[];
}

const SEVERITIES = { LOW: 'Baixa', MEDIUM: 'Média', HIGH: 'Alta' };

/** A fresh `@platform/ui` (its popup not loaded yet) and a form like the publish-report one. */
async function reportForm(send: (values: Report) => void) {
  const { SelectField } = await import('@platform/ui');
  const options = Object.entries(SEVERITIES).map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));
  function ReportForm() {
    const form = useForm<Report>({ defaultValues: { risk: 'HIGH', findings: [] } });
    const findings = useFieldArray({ control: form.control, name: 'findings' });
    return (
      <form aria-label="report" onSubmit={form.handleSubmit(send)}>
        {/* What usePlatformForm's `form.select` spreads: register plus the starting value. */}
        <SelectField label="Risco" {...form.register('risk')} defaultValue={form.formState.defaultValues?.risk}>
          {options}
        </SelectField>
        {findings.fields.map((item, index) => (
          <fieldset key={item.id}>
            <SelectField label={`Severidade ${index + 1}`} {...form.register(`findings.${index}.severity`)}>
              {options}
            </SelectField>
            <input aria-label={`Título ${index + 1}`} {...form.register(`findings.${index}.title`)} />
          </fieldset>
        ))}
        <button type="button" onClick={() => findings.append({ severity: 'MEDIUM', title: '' })}>
          Adicionar
        </button>
        <button type="button" onClick={() => form.setValue('risk', 'LOW')}>
          Baixar risco
        </button>
        <button
          type="button"
          onClick={() => form.reset({ risk: 'MEDIUM', findings: [{ severity: 'HIGH', title: 'x' }] })}
        >
          Carregar
        </button>
        <button type="button" onClick={() => form.reset()}>
          Desfazer
        </button>
        <button type="submit">Publicar</button>
      </form>
    );
  }
  return render(<ReportForm />);
}

const control = (name: string) => screen.getByRole('combobox', { name });
/** What the form reads: the hidden native select of the SelectField named `name`. */
const held = (name: string) => control(name).closest('.ui-field')!.querySelector('select')!.value;
/** Waits until the Radix control (it has `data-state`) has replaced the placeholder of `name`. */
const popupArrived = (name: string) => waitFor(() => expect(control(name).getAttribute('data-state')).toBe('closed'));

async function publish(send: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  return send.mock.calls[0]![0] as Report;
}

describe('SelectField in a react-hook-form form (defaults and the lazily loaded popup)', () => {
  beforeEach(() => {
    // A fresh module graph: the popup of `@platform/ui` is not loaded yet in each test.
    vi.resetModules();
  });

  it('shows and sends the default of a row appended before the popup arrives', async () => {
    const send = vi.fn();
    await reportForm(send);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(control('Severidade 1').textContent).toBe('Média');
    expect(held('Severidade 1')).toBe('MEDIUM');
    await userEvent.type(screen.getByLabelText('Título 1'), 'RDP exposto');
    expect(control('Severidade 1').getAttribute('data-state')).toBeNull(); // still the placeholder
    expect(await publish(send)).toEqual({ risk: 'HIGH', findings: [{ severity: 'MEDIUM', title: 'RDP exposto' }] });
  });

  it('keeps the default when the popup arrives while the appended field has the focus (the race)', async () => {
    const send = vi.fn();
    await reportForm(send);
    // Appending focuses the new row's first field, the severity: that asks for the popup.
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(document.activeElement).toBe(control('Severidade 1'));
    act(() => arrive());
    await popupArrived('Severidade 1');
    expect(control('Severidade 1').textContent).toBe('Média');
    expect(held('Severidade 1')).toBe('MEDIUM');
    // Leaving the field makes the form read it (blur): it must read the default, not the first option.
    await userEvent.type(screen.getByLabelText('Título 1'), 'RDP exposto');
    expect(await publish(send)).toEqual({ risk: 'HIGH', findings: [{ severity: 'MEDIUM', title: 'RDP exposto' }] });
  });

  it('shows and sends the default of a row appended after the popup arrived', async () => {
    const send = vi.fn();
    await reportForm(send);
    await userEvent.hover(control('Risco'));
    act(() => arrive());
    await popupArrived('Risco');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(control('Severidade 1').textContent).toBe('Média');
    expect(held('Severidade 1')).toBe('MEDIUM');
    await userEvent.type(screen.getByLabelText('Título 1'), 'RDP exposto');
    expect(await publish(send)).toEqual({ risk: 'HIGH', findings: [{ severity: 'MEDIUM', title: 'RDP exposto' }] });
  });

  it.each([
    ['before', false],
    ['after', true],
  ])('shows and sends values set by setValue and reset %s the popup arrives', async (_when, loaded) => {
    const send = vi.fn();
    await reportForm(send);
    if (loaded) {
      await userEvent.hover(control('Risco'));
      act(() => arrive());
      await popupArrived('Risco');
    }
    expect(control('Risco').textContent).toBe('Alta');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar risco' }));
    expect(control('Risco').textContent).toBe('Baixa');
    expect(held('Risco')).toBe('LOW');
    await userEvent.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(control('Risco').textContent).toBe('Média');
    expect(control('Severidade 1').textContent).toBe('Alta');
    expect(held('Severidade 1')).toBe('HIGH');
    expect(await publish(send)).toEqual({ risk: 'MEDIUM', findings: [{ severity: 'HIGH', title: 'x' }] });
    send.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar risco' }));
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    // reset() goes back to the last reset's values.
    expect(control('Risco').textContent).toBe('Média');
    expect(held('Risco')).toBe('MEDIUM');
    expect(await publish(send)).toEqual({ risk: 'MEDIUM', findings: [{ severity: 'HIGH', title: 'x' }] });
  });
});
