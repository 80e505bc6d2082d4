// The data sections a brokerage fills: used by the register steps and by broker/edit-profile,
// so a bank account or tax answer reads and checks the same in both places.
import {
  addressProblems,
  BANK_ACCOUNT_TYPES,
  bankDataProblems,
  regulatorRegistryProblems,
  REGULATOR_STATUSES,
  TAX_REGIMES,
  taxRegistryProblems,
  type Country,
  type FieldProblem,
} from '@platform/domain';
import { text, type FieldSpec, type FormValues } from './field-spec';

export interface Section {
  /** The key of this section in the API's bodies and answers. */
  key: 'tax_registry' | 'regulator_registry' | 'address' | 'bank_data';
  fields: FieldSpec[];
  problems(values: FormValues, country: Country): FieldProblem[];
  /** What the API takes. */
  toBody(values: FormValues): Record<string, unknown>;
}

const texts = (values: FormValues, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, text(values, name)]));
const namesOf = (fields: FieldSpec[]) => fields.map((field) => field.name);

const taxRegistryFields: FieldSpec[] = [
  { name: 'tax_regime', type: 'select', required: true, options: TAX_REGIMES },
  { name: 'iss_withheld', type: 'yes-no', required: true },
  { name: 'municipal_registration', type: 'text', hint: true },
];
const regulatorFields: FieldSpec[] = [
  { name: 'regulator_registration', type: 'text', required: true, hint: true },
  { name: 'regulator_status', type: 'select', required: true, options: REGULATOR_STATUSES },
];
const addressFields: FieldSpec[] = [
  { name: 'postal_code', type: 'text', required: true, autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'street', type: 'text', required: true, autoComplete: 'address-line1' },
  { name: 'number', type: 'text', required: true },
  { name: 'detail', type: 'text', autoComplete: 'address-line2' },
  { name: 'neighborhood', type: 'text', required: true },
  { name: 'city', type: 'text', required: true, autoComplete: 'address-level2' },
  { name: 'state', type: 'text', required: true, autoComplete: 'address-level1' },
];
const bankFields: FieldSpec[] = [
  { name: 'bank_code', type: 'text', required: true, inputMode: 'numeric', hint: true },
  { name: 'branch', type: 'text', required: true, inputMode: 'numeric' },
  { name: 'account_number', type: 'text', required: true, inputMode: 'numeric', hint: true },
  { name: 'account_type', type: 'select', required: true, options: BANK_ACCOUNT_TYPES },
  { name: 'holder_name', type: 'text', required: true },
  { name: 'holder_tax_id', type: 'text', required: true, hint: true },
];

export const SECTIONS = {
  tax_registry: {
    key: 'tax_registry',
    fields: taxRegistryFields,
    problems: (values) =>
      taxRegistryProblems({
        tax_regime: text(values, 'tax_regime'),
        municipal_registration: text(values, 'municipal_registration'),
        iss_withheld: typeof values.iss_withheld === 'boolean' ? values.iss_withheld : null,
      }),
    toBody: (values) => ({
      tax_regime: text(values, 'tax_regime'),
      municipal_registration: text(values, 'municipal_registration'),
      iss_withheld: typeof values.iss_withheld === 'boolean' ? values.iss_withheld : null,
    }),
  },
  regulator_registry: {
    key: 'regulator_registry',
    fields: regulatorFields,
    problems: (values) =>
      regulatorRegistryProblems({
        regulator_registration: text(values, 'regulator_registration'),
        regulator_status: text(values, 'regulator_status'),
      }),
    toBody: (values) => texts(values, namesOf(regulatorFields)),
  },
  address: {
    key: 'address',
    fields: addressFields,
    problems: (values, country) => addressProblems(texts(values, namesOf(addressFields)) as never, country),
    toBody: (values) => texts(values, namesOf(addressFields)),
  },
  bank_data: {
    key: 'bank_data',
    fields: bankFields,
    problems: (values) => bankDataProblems(texts(values, namesOf(bankFields)) as never),
    toBody: (values) => texts(values, namesOf(bankFields)),
  },
} satisfies Record<Section['key'], Section>;

/** Form values from what the API answered for a section (nulls become empty fields). */
export function valuesOf(section: Section, saved: Record<string, unknown> | null | undefined): FormValues {
  return Object.fromEntries(
    section.fields.map((field) => {
      const value = saved?.[field.name];
      if (field.type === 'yes-no') return [field.name, typeof value === 'boolean' ? value : null];
      return [field.name, typeof value === 'string' ? value : ''];
    }),
  );
}
