import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card';
import { Cluster, Stack } from './stack';
import { StatusBadge } from './status-badge';

/** Props of {@link TaskCard}. */
export interface TaskCardProps {
  /** The kind's picture (decorative). */
  icon: LucideIcon;
  /** Past its date: highlighted, with the late badge, and its action the primary one. */
  late: boolean;
  /** The late badge's words ("Em atraso"). */
  lateLabel: string;
  title: string;
  /** What and when, in a line. */
  detail: string;
  /** The one action, given the title's id to describe it and the button class it should wear. */
  action: (describedBy: string, className: string) => ReactNode;
}

/** One thing that needs the person now, on a home: what it is, how late, and the one tap that settles it. */
export function TaskCard({ icon: Icon, late, lateLabel, title, detail, action }: TaskCardProps) {
  const titleId = useId();
  return (
    <Card as="li" tone={late ? 'highlight' : 'default'} aria-labelledby={titleId}>
      <Stack gap={2}>
        <Cluster gap={2}>
          <Icon size={22} strokeWidth={1.75} aria-hidden="true" />
          {late && <StatusBadge status="LATE" label={lateLabel} />}
        </Cluster>
        <h3 id={titleId}>{title}</h3>
        <p>{detail}</p>
        <Cluster>{action(titleId, `ui-button ${late ? 'ui-button--primary' : 'ui-button--secondary'}`)}</Cluster>
      </Stack>
    </Card>
  );
}
