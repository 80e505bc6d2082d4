/** One input of a broker form. Its label is `brokerField.<name>`; option labels `brokerOption.<name>.<value>`. */
export interface FieldSpec {
  name: string;
  type: 'text' | 'email' | 'password' | 'tel' | 'select' | 'yes-no' | 'checkbox';
  required?: boolean;
  options?: readonly string[];
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  /** Reformats what is typed (tax id masks). */
  mask?: (value: string) => string;
  /** Help under the field: `brokerHint.<name>`. */
  hint?: boolean;
  /** Values for the label's placeholders (the tax id type in "Tax id ({type})"). */
  labelValues?: Record<string, string>;
}

export type FormValue = string | boolean | null;
export type FormValues = Record<string, FormValue>;
export const text = (values: FormValues, name: string) =>
  typeof values[name] === 'string' ? (values[name] as string) : '';
