import { useId, type ReactNode } from 'react';

/** Props of {@link FormSection}. */
export interface FormSectionProps {
  /** The group's name, read before each of its fields. */
  legend: ReactNode;
  /** A line under the legend saying what the group is for. */
  description?: ReactNode;
  children?: ReactNode;
}

/** A group of fields under a title: a real fieldset, without the browser's grey frame. */
export function FormSection({ legend, description, children }: FormSectionProps) {
  const descriptionId = useId();
  return (
    <fieldset className="ui-form-section" aria-describedby={description ? descriptionId : undefined}>
      <legend className="ui-form-section__legend">{legend}</legend>
      {description && (
        <p id={descriptionId} className="ui-form-section__description">
          {description}
        </p>
      )}
      <div className="ui-form-section__fields">{children}</div>
    </fieldset>
  );
}
