import type { ReactNode } from 'react';
import { Check } from 'lucide-react';

/** Where a step stands on the way. */
export type StepState = 'done' | 'current' | 'upcoming';

/** One step of a {@link Stepper}; its label may be a link back to a done step. */
export interface StepperStep {
  id: string;
  label: ReactNode;
  state: StepState;
}

/** Props of {@link Stepper}. */
export interface StepperProps {
  /** The accessible name of the list ("Purchase steps"). */
  label: string;
  steps: StepperStep[];
  /** Read after a done step's label by a screen reader ("done"); the check mark alone is decorative. */
  doneLabel?: string;
}

/** Where the person is on a way of several steps: an ordered list whose current step is marked. */
export function Stepper({ label, steps, doneLabel }: StepperProps) {
  return (
    <ol className="ui-stepper" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.id}
          className={`ui-stepper__item ui-stepper__item--${step.state}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className="ui-stepper__marker" aria-hidden="true">
            {step.state === 'done' ? <Check size={14} strokeWidth={3} /> : index + 1}
          </span>
          <span className="ui-stepper__label">
            {step.label}
            {step.state === 'done' && doneLabel && <span className="ui-visually-hidden"> ({doneLabel})</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
