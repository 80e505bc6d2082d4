import type { ButtonHTMLAttributes } from 'react';

/** The look of a {@link Button}: one primary action per area, danger for destructive ones. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** Props of {@link Button}: every `<button>` prop plus the variant and the loading state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** While true the button is disabled and announces itself as busy (`aria-busy`). */
  loading?: boolean;
}

/**
 * A button of the kit. `type="button"` by default, so it never submits a form by accident;
 * pass `type="submit"` for the form's action.
 */
export function Button({ variant = 'primary', loading = false, type = 'button', className, disabled, children, ...rest }: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading && <span className="ui-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
