import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ComboboxField, type ComboboxOption } from './combobox-field';

afterEach(cleanup);

const activities: ComboboxOption[] = [
  { value: 'DATA_PROCESSING', label: 'Processamento de dados' },
  { value: 'E_COMMERCE', label: 'Comércio eletrônico' },
  { value: 'WEB_HOSTING', label: 'Hospedagem de sites' },
  { value: 'TRAINING', label: 'Treinamento e educação' },
];

function Field({ onChange = () => {}, start = '' }: { onChange?: (value: string) => void; start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <ComboboxField
      label="Atividade"
      options={activities}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      noResultsText="Nenhuma atividade encontrada"
      toggleLabel="Mostrar atividades"
    />
  );
}

const input = () => screen.findByRole('combobox', { name: 'Atividade' }, { timeout: 10_000 });

describe('ComboboxField', () => {
  it('is a combobox named by its label showing the chosen option', async () => {
    render(<Field start="WEB_HOSTING" />);
    const box = (await input()) as HTMLInputElement;
    expect(box.value).toBe('Hospedagem de sites');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
  });

  it('filters as the person types, ignoring accents and case, and Enter chooses the highlighted option', async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const box = await input();
    await userEvent.type(box, 'comercio');
    const listbox = screen.getByRole('listbox', { name: 'Atividade' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Comércio eletrônico']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(within(listbox).getByRole('option').id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('E_COMMERCE');
    expect((box as HTMLInputElement).value).toBe('Comércio eletrônico');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing matches, and Escape closes the list', async () => {
    render(<Field />);
    const box = await input();
    await userEvent.type(box, 'zzz');
    expect(screen.getByText('Nenhuma atividade encontrada')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens every option with the arrow key and shows an error linked to the field', async () => {
    render(
      <ComboboxField
        label="Atividade"
        options={activities}
        value=""
        onChange={() => {}}
        error="Escolha a atividade"
        noResultsText="Nada"
        toggleLabel="Mostrar atividades"
      />,
    );
    const box = await input();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe('Escolha a atividade');
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });
});
