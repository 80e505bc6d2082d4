import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { DEFINITIONS, type Locale, type Question, type TaxIdType } from '@platform/domain';
import { optionTexts } from '@platform/remote-kit/testing';
import { fakeApi, renderScreen } from '../../testing/render-screen';
import { QuestionField, TaxIdTypeContext } from './question-field';

afterEach(cleanup);

const questionOf = (id: string): Question =>
  DEFINITIONS.flatMap((definition) => definition.sections.flatMap((section) => section.questions)).find(
    (question) => question.id === id,
  )!;

/** A question as an account with `taxIdType` answers it, read in `locale`. */
function show(id: string, taxIdType: TaxIdType, locale: Locale) {
  renderScreen(
    <TaxIdTypeContext.Provider value={taxIdType}>
      <QuestionField question={questionOf(id)} value={undefined} onAnswer={() => {}} problems={{}} />
    </TaxIdTypeContext.Provider>,
    { api: fakeApi({}).api, path: '/ipaf/one-page', locale },
  );
}

/** The options of the field labelled `name`, as its list shows them (the placeholder left out). */
async function optionsOf(name: RegExp) {
  return (await optionTexts(name)).slice(1);
}

describe('amounts in the questionnaire are in the account’s currency', async () => {
  it('a Mexican company is offered Mexico’s limits in MXN, even read in Portuguese', async () => {
    show('cyber.requested_limit', 'RFC', { country: 'br', language: 'pt' });
    expect(await optionsOf(/Limite de cobertura/)).toEqual([
      'MX$\u00a03.500.000',
      'MX$\u00a07.000.000',
      'MX$\u00a010.000.000',
      'MX$\u00a017.500.000',
      'MX$\u00a035.000.000',
    ]);
  });

  it('a Colombian company reads its revenue bands and its revenue question in COP', async () => {
    show('company.annual_revenue_band', 'RUT', { country: 'co', language: 'es' });
    expect(await optionsOf(/Facturación anual/)).toEqual([
      'Hasta $\u00a0187.500.000',
      'De $\u00a0187.500.000 a $\u00a0750.000.000',
      'De $\u00a0750.000.000 a $\u00a03.750.000.000',
      'Más de $\u00a03.750.000.000',
    ]);
    cleanup();
    show('company.revenue_last_year', 'RUT', { country: 'co', language: 'es' });
    expect(screen.getByLabelText(/Facturación del último año \(COP\)/)).toBeTruthy();
  });

  it('a Brazilian company keeps its limits and retentions in reais', async () => {
    show('dno.requested_limit', 'CNPJ', { country: 'br', language: 'pt' });
    expect((await optionsOf(/Limite de cobertura/))[0]).toBe('R$\u00a01.000.000');
    cleanup();
    show('dno.retention', 'CNPJ', { country: 'br', language: 'en' });
    expect(await optionsOf(/Retention/)).toEqual([
      'No retention',
      'R$25,000.00',
      'R$50,000.00',
      'R$100,000.00',
      'R$250,000.00',
    ]);
  });
});
