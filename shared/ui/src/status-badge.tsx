import { statusTone, type StatusTone } from './status-tone';

/** Props of {@link StatusBadge}. */
export interface StatusBadgeProps {
  /** The internal value (`ACTIVE`, `HIGH`...): it picks the colour. */
  status: string;
  /** What the person reads, from the catalogue: the colour never carries the meaning alone. */
  label: string;
  /** Overrides the tone the status would get. */
  tone?: StatusTone;
}

/** A status or risk level as a pill whose colour follows its meaning (green in force, red refused or high...). */
export function StatusBadge({ status, label, tone = statusTone(status) }: StatusBadgeProps) {
  return (
    <span className={`ui-badge ui-badge--${tone}`} data-status={status}>
      <span className="ui-badge__dot" aria-hidden="true" />
      {label}
    </span>
  );
}
