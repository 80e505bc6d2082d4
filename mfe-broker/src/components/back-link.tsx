import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/** The way back to the list a record was opened from, above the record's title. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className="ui-back-link" to={to}>
      <ArrowLeft size={16} aria-hidden="true" />
      {children}
    </Link>
  );
}
