import { useRef, useState, type FormEvent } from 'react';
import type { ErrorCode, FieldProblem } from '@platform/domain';
import { codeOf, RequestRefused } from './call-api';

type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** The first problem of each field, as the rules order them. */
const byField = <F extends string>(problems: readonly FieldProblem[]): Problems<F> =>
  problems.reduceRight<Problems<F>>((found, problem) => ({ ...found, [problem.field]: problem }), {});

export interface SlimFormOptions<V, F extends string> {
  initial: V;
  /** The form's fields in their order on the page: the first invalid one gets the focus. */
  fields: readonly F[];
  /** The shared rules: what is missing or wrong in these values. */
  rules: (values: V) => readonly FieldProblem[];
  /**
   * When a field's message follows what is typed: once the field was left (`touched`, as
   * react-hook-form's `onTouched` on the remotes' forms), or once the person tried to send (`sent`).
   */
  check: 'touched' | 'sent';
  /** Sends the values; a refusal is thrown (a `RequestRefused`). On success the page moves on. */
  send: (values: V) => Promise<void>;
  /** What stays of the values after a refusal (everything, unless said: a password is typed again). */
  afterRefusal?: (values: V) => V;
}

/**
 * The slim pages' form (boot code and public pages, React alone): every field checked with the
 * shared rules before sending, the first invalid one focused; a refusal of the API goes under the
 * fields it names and anything else to the form's alert; nothing typed is cleared unless said.
 */
export function useSlimForm<V extends Record<F, unknown>, F extends string>(options: SlimFormOptions<V, F>) {
  const { fields, rules, check, send, afterRefusal } = options;
  const [values, setValues] = useState(options.initial);
  const [problems, setProblems] = useState<Problems<F>>({});
  const [formError, setFormError] = useState<ErrorCode | null>(null);
  const [busy, setBusy] = useState(false);
  const followed = useRef(new Set<F>());
  const elements = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const isField = (field: string): field is F => (fields as readonly string[]).includes(field);

  const checkField = (field: F, next: V) => {
    const found = rules(next).find((problem) => problem.field === field);
    setProblems((current) => {
      const { [field]: _dropped, ...others } = current;
      return (found ? { ...others, [field]: found } : others) as Problems<F>;
    });
  };

  const focus = (field: F) => elements.current[field]?.focus();
  const focusFirst = (found: Problems<F>) => {
    const first = fields.find((field) => found[field]);
    if (first) focus(first);
  };

  /** New values for some fields (typed, or set by the form itself such as a mask), each checked if followed. */
  const update = (patch: Partial<V>) => {
    const next = { ...values, ...patch };
    setValues(next);
    for (const field of Object.keys(patch)) if (isField(field) && followed.current.has(field)) checkField(field, next);
    return next;
  };
  const change = <K extends keyof V>(field: K, value: V[K]) => update({ [field]: value } as unknown as Partial<V>);

  const leave = (field: F) => {
    if (check !== 'touched') return;
    followed.current.add(field);
    checkField(field, values);
  };

  const refuse = (failure: unknown) => {
    const onFields = failure instanceof RequestRefused ? failure.details.filter(({ field }) => isField(field)) : [];
    const found = byField<F>(onFields);
    setProblems((current) => ({ ...current, ...found }));
    if (afterRefusal) setValues(afterRefusal);
    // A refusal that names a field says it there; the alert is for the rest.
    setFormError(onFields.length ? null : codeOf(failure));
    focusFirst(found);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    fields.forEach((field) => followed.current.add(field));
    const found = byField<F>(rules(values));
    setProblems(found);
    setFormError(null);
    if (Object.keys(found).length) return focusFirst(found);
    setBusy(true);
    try {
      // On success the page is left or redrawn: the button stays busy until it is.
      await send(values);
    } catch (failure) {
      refuse(failure);
      setBusy(false);
    }
  };

  /** The element of a field, for the focus. */
  const ref = (field: F) => (element: HTMLElement | null) => {
    elements.current[field] = element;
  };

  return { values, problems, formError, busy, change, update, leave, submit, ref, focus, checkField };
}
