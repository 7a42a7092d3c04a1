// Importing the kit brings the design tokens with it, so no package can use a component unstyled.
import './tokens.css';

export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { Modal, type ModalProps } from './Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { TextField, type TextFieldProps } from './TextField';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { useSharedTranslation } from './useSharedTranslation';
export { Spinner, type SpinnerProps } from './Spinner';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { PageHero, type PageHeroProps, type PageTone } from './PageHero';
export { FactGrid, type Fact } from './FactGrid';
export { EmptyState } from './EmptyState';
export { NavMenu, type NavMenuItem } from './NavMenu';
export { useCountdown } from './useCountdown';
export { Icon, type IconName } from './Icon';
export { handleDialogKeyDown } from './useDialogBehaviour';
export { canObserve, useInView, type InViewOptions } from './useInView';
export { prefersReducedMotion } from './motion';
export { balanceText, NO_BALANCE, useShownBalance } from './useShownBalance';
