/**
 * The page's frame and the plain blocks a first screen draws with (the customer home's: page,
 * sections, cards, stacks, task cards, empty and list states), apart from the rest of the kit
 * (fields, menus, dialogs, tables): a shared singleton of its own, so that a screen drawn before
 * the full shell fetches these alone (issue 25). The package's root re-exports them by this name,
 * so the full shell and the remotes use the same copy.
 */
export { Page, type PageProps, type PageWidth } from './page';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Section, type SectionProps } from './section';
export { Card, type CardProps } from './card';
export { Stack, Cluster, Grid, type StackProps, type ClusterProps, type GridProps, type SpaceStep } from './stack';
export { TaskCard, type TaskCardProps } from './task-card';
export { TASK_ICONS } from './task-icons';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { statusTone, type StatusTone } from './status-tone';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ListStates, type ListStatesProps } from './list-states';
export { plainLink, type RenderLink, type ScreenLink } from './screen-link';
// The quote link's first screen draws an option's figures, its price and the purchase path (h-quotetexts).
export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionItem,
  type DescriptionKind,
} from './description-list';
export { Stepper, type StepperProps, type StepperStep, type StepState } from './stepper';
export { Price, type PriceProps } from './price';
