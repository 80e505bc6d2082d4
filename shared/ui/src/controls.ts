/**
 * The kit's plain controls (buttons, a text and a select field, a table), apart from the rest of the
 * kit (menus, dialogs, toasts, the combobox, Radix): a shared singleton of its own, so that the
 * broker home's first screen, whose book has a search, filters and a table, fetches these with the
 * page parts alone (issue 25). Apart from `page-parts` so the customer home's first screen, which
 * has none of them, does not fetch them. The package's root re-exports them by this name, so the
 * full shell and the remotes use the same copy.
 */
export { Button, type ButtonProps, type ButtonVariant } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { SelectField, type SelectFieldProps } from './select-field';
export { Table, type TableProps, type TableColumn, type TableColumnKind, type TableRow } from './table';
