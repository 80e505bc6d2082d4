export { Button, type ButtonProps, type ButtonVariant } from '@platform/ui/controls';
export { TextField, type TextFieldProps } from '@platform/ui/controls';
export { Modal, type ModalProps } from './modal';
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
export { DEFAULT_TOAST_TIMEOUT, type ToastProps, type ToastStatus, type ToastAction } from './toast';
export { ToastViewport, type ToastViewportProps } from './toast-viewport';
export { createToastQueue, useToasts, type ToastItem, type ToastQueue } from './toast-queue';
export { Notice, type NoticeProps, type NoticeType } from './notice';
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { Loading, type LoadingProps } from './loading';
export { EmptyState, type EmptyStateProps } from '@platform/ui/page-parts';
export { ErrorView, type ErrorViewProps } from './error-view';
export { Placeholder, type PlaceholderProps } from './placeholder';
export { DetailsList, type DetailsListProps } from './details-list';
export { Table, type TableProps, type TableColumn, type TableColumnKind, type TableRow } from '@platform/ui/controls';
export { PageHeader, type PageHeaderProps } from '@platform/ui/page-parts';
export { StatusBadge, type StatusBadgeProps } from '@platform/ui/page-parts';
export { statusTone, type StatusTone } from '@platform/ui/page-parts';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Menu, MenuItem, MenuLabel, MenuSeparator, type MenuProps } from './menu';
export { SelectField, type SelectFieldProps } from '@platform/ui/controls';
export { TextAreaField } from './text-area-field';
export { Tooltip, type TooltipProps } from './tooltip';
export { ComboboxField, type ComboboxFieldProps, type ComboboxOption } from './combobox-field';
export { ListStates, type ListStatesProps } from '@platform/ui/page-parts';
export { Page, type PageProps, type PageWidth } from '@platform/ui/page-parts';
export { Section, type SectionProps } from '@platform/ui/page-parts';
export { Card, type CardProps } from '@platform/ui/page-parts';
export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionItem,
  type DescriptionKind,
} from '@platform/ui/page-parts';
export { FormSection, type FormSectionProps } from './form-section';
export { Stepper, type StepperProps, type StepperStep, type StepState } from '@platform/ui/page-parts';
export { Price, type PriceProps } from '@platform/ui/page-parts';
export {
  Stack,
  Cluster,
  Grid,
  type StackProps,
  type ClusterProps,
  type GridProps,
  type SpaceStep,
} from '@platform/ui/page-parts';
export { TaskCard, type TaskCardProps } from '@platform/ui/page-parts';
export { TASK_ICONS } from '@platform/ui/page-parts';
export { Avatar, initialsOf, type AvatarProps } from './avatar';
export { plainLink, type RenderLink, type ScreenLink } from '@platform/ui/page-parts';
