import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { SelectField } from '@platform/ui';
import userEvent from '@testing-library/user-event';
import { useFieldArray, useForm } from 'react-hook-form';
import { shownOption } from '../testing/choose-option';

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

/** A form like the publish-report one: a select with a default, rows of selects appended. */
function reportForm(send: (values: Report) => void) {
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

const control = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
/** What the form reads: the value of the select named `name`. */
const held = (name: string) => control(name).value;
/** What a person reads: the chosen option's words. */
const shown = (name: string) => shownOption(control(name));

async function publish(send: ReturnType<typeof vi.fn>) {
  await userEvent.click(screen.getByRole('button', { name: 'Publicar' }));
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  return send.mock.calls[0]![0] as Report;
}

describe('SelectField in a react-hook-form form (defaults, setValue, reset)', () => {
  it('shows and sends the default of an appended row', async () => {
    const send = vi.fn();
    reportForm(send);
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(shown('Severidade 1')).toBe('Média');
    expect(held('Severidade 1')).toBe('MEDIUM');
    // Leaving the field makes the form read it (blur): it must read the default, not the first option.
    await userEvent.click(control('Severidade 1'));
    await userEvent.type(screen.getByLabelText('Título 1'), 'RDP exposto');
    expect(await publish(send)).toEqual({ risk: 'HIGH', findings: [{ severity: 'MEDIUM', title: 'RDP exposto' }] });
  });

  it('shows and sends values set by setValue and reset', async () => {
    const send = vi.fn();
    reportForm(send);
    expect(shown('Risco')).toBe('Alta');
    await userEvent.click(screen.getByRole('button', { name: 'Baixar risco' }));
    expect(shown('Risco')).toBe('Baixa');
    expect(held('Risco')).toBe('LOW');
    await userEvent.click(screen.getByRole('button', { name: 'Carregar' }));
    expect(shown('Risco')).toBe('Média');
    expect(shown('Severidade 1')).toBe('Alta');
    expect(held('Severidade 1')).toBe('HIGH');
    expect(await publish(send)).toEqual({ risk: 'MEDIUM', findings: [{ severity: 'HIGH', title: 'x' }] });
    send.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Baixar risco' }));
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    // reset() goes back to the last reset's values.
    expect(shown('Risco')).toBe('Média');
    expect(held('Risco')).toBe('MEDIUM');
    expect(await publish(send)).toEqual({ risk: 'MEDIUM', findings: [{ severity: 'HIGH', title: 'x' }] });
  });
});
