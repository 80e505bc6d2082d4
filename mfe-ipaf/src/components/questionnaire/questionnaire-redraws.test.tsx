import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { chooseOption } from '@platform/remote-kit/testing';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { applicationForm } from '../../testing/application-form';
import { Questionnaire } from './questionnaire';

/** How many times each section (by its legend) and each select (by its name) was drawn. */
const drawn = vi.hoisted(() => ({ sections: new Map<string, number>(), selects: new Map<string, number>() }));
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

vi.mock('@platform/ui', async (original) => {
  const ui = await original<typeof import('@platform/ui')>();
  return {
    ...ui,
    FormSection: (props: { legend: ReactNode }) => {
      count(drawn.sections, String(props.legend));
      return ui.FormSection(props);
    },
    SelectField: (props: Parameters<typeof ui.SelectField>[0]) => {
      count(drawn.selects, String(props.name));
      return <ui.SelectField {...props} />;
    },
  };
});

const form = applicationForm({ definition_versions: { COMMON: 1, CYBER: 1 } });

const snapshot = () => ({ sections: new Map(drawn.sections), selects: new Map(drawn.selects) });
/** What was drawn since `before`, by name. */
const since = (before: ReturnType<typeof snapshot>) => ({
  sections: [...drawn.sections].filter(([name, n]) => n > (before.sections.get(name) ?? 0)).map(([name]) => name),
  selects: [...drawn.selects].filter(([name, n]) => n > (before.selects.get(name) ?? 0)).map(([name]) => name),
});

beforeEach(() => {
  localStorage.clear();
  drawn.sections.clear();
  drawn.selects.clear();
});
afterEach(cleanup);

describe('Questionnaire redraws', () => {
  it('redraws only the chosen select when an answer changes nothing else on the form', async () => {
    renderScreen(<Questionnaire form={form} save={async () => form} />, { api: fakeApi({}).api, path: '/p' });
    // The first change turns "saved" into "unsaved": the title's status is redrawn once for it.
    await chooseOption(/Frequência do treinamento/, 'Nunca');
    const before = snapshot();
    await chooseOption(/Frequência do treinamento/, 'Mensal');
    expect(since(before)).toEqual({ sections: [], selects: ['cyber.phishing_training'] });
  });

  it('redraws the section whose conditional question an answer shows, and no other', () => {
    renderScreen(<Questionnaire form={form} save={async () => form} />, { api: fakeApi({}).api, path: '/p' });
    const before = snapshot();
    const personalData = screen.getByRole('group', { name: /Guarda dados pessoais/ });
    fireEvent.click(personalData.querySelector('input[type="radio"]')!);
    expect(screen.getByRole('combobox', { name: /Quantos registros pessoais/ })).toBeTruthy();
    expect(since(before).sections).toEqual(['Cyber: exposição']);
    expect(since(before).selects).toEqual(['cyber.records']);
  });
});
