export { Button, type ButtonProps, type ButtonVariant } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { Modal, type ModalProps } from './modal';
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
export { DEFAULT_TOAST_TIMEOUT, type ToastProps, type ToastStatus, type ToastAction } from './toast';
export { ToastViewport, type ToastViewportProps } from './toast-viewport';
export { createToastQueue, useToasts, type ToastItem, type ToastQueue } from './toast-queue';
export { Notice, type NoticeProps, type NoticeType } from './notice';
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { Loading, type LoadingProps } from './loading';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorView, type ErrorViewProps } from './error-view';
export { Placeholder, type PlaceholderProps } from './placeholder';
export { DetailsList, type DetailsListProps } from './details-list';
export { Table, type TableProps, type TableColumn, type TableColumnKind, type TableRow } from './table';
export { PageHeader, type PageHeaderProps } from './page-header';
export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { statusTone, type StatusTone } from './status-tone';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Menu, MenuItem, MenuLabel, MenuSeparator, type MenuProps } from './menu';
export { SelectField, type SelectFieldProps } from './select-field';
export { TextAreaField } from './text-area-field';
export { Tooltip, type TooltipProps } from './tooltip';
export { ComboboxField, type ComboboxFieldProps, type ComboboxOption } from './combobox-field';
export { ListStates, type ListStatesProps } from './list-states';
export { Page, type PageProps, type PageWidth } from './page';
export { Section, type SectionProps } from './section';
export { Card, type CardProps } from './card';
export {
  DescriptionList,
  type DescriptionListProps,
  type DescriptionItem,
  type DescriptionKind,
} from './description-list';
export { FormSection, type FormSectionProps } from './form-section';
export { Stepper, type StepperProps, type StepperStep, type StepState } from './stepper';
export { Price, type PriceProps } from './price';
export { Stack, Cluster, Grid, type StackProps, type ClusterProps, type GridProps, type SpaceStep } from './stack';
export { TaskCard, type TaskCardProps } from './task-card';
export { TASK_ICONS } from './task-icons';
export { Avatar, initialsOf, type AvatarProps } from './avatar';
