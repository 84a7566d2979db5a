// The Corridor design system. Import from '@/components/ui'.
export { Avatar, initialsOf, type AvatarProps, type AvatarSize } from './avatar';
export { Badge, badgeToneForStatus, type BadgeProps, type BadgeTone } from './badge';
export { Banner, type BannerProps, type BannerTone } from './banner';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { Card, type CardProps } from './card';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { CodeInput, type CodeInputProps } from './code-input';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { cx } from './cx';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorState, type ErrorStateProps } from './error-state';
export {
  Field,
  FieldError,
  RequiredMarker,
  useFieldA11y,
  type FieldA11y,
  type FieldA11yOptions,
  type FieldProps,
} from './field';
export { FileField, FilePreview, type FileFieldProps, type FilePreviewProps } from './file-field';
export { Modal, type ModalProps, type ModalSize } from './modal';
export type { NavItem } from './nav-item';
export { NumberField, type NumberFieldProps } from './number-field';
export { PageContainer, type PageContainerProps } from './page-container';
export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { SiteFooter, type FooterLinkGroup, type SiteFooterProps } from './site-footer';
export { BrandMark, SiteHeader, type SiteHeaderProps } from './site-header';
export { Skeleton, type SkeletonProps } from './skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner';
export { Stack, type SpaceStep, type StackProps } from './stack';
export { SubTabs, Tabs, type TabItem, type TabsProps } from './tabs';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { SearchField, SearchIcon, TextField, type TextFieldProps } from './text-field';
export { useScrolled } from './use-scrolled';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
