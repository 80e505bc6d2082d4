import type { ComponentPropsWithRef } from 'react';

/** The look of a {@link Button}: one primary action per area, danger for destructive ones. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

/** Props of {@link Button}: every `<button>` prop (ref included) plus the variant and the loading state. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /**
   * While true the button announces itself as busy (`aria-busy`) and ignores presses, including
   * a form's submit; it stays focusable so keyboard users do not lose their place.
   */
  loading?: boolean;
}

/**
 * A button of the kit. `type="button"` by default, so it never submits a form by accident;
 * pass `type="submit"` for the form's action.
 */
export function Button({
  variant = 'primary',
  loading = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {loading && <span className="ui-button__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
