/**
 * @tradesim/ui-kit: the generic pieces both apps (ui-user, ui-admin) are drawn with, so they look
 * and behave the same: CSS Modules components on the design tokens of `styles/tokens.css`, and
 * the number and date formatters. The apps import `@tradesim/ui-kit/styles/global.css` once.
 * Nothing here knows about the SDK or any screen (dependency-cruiser: ui-kit -> core only).
 */
export { AccountMenu } from './components/account-menu.js';
export { AppFrame } from './components/app-frame.js';
export { AppHeader } from './components/app-header.js';
export { AssetIcon, imageIcon, preloadAssetLogos } from './components/asset-icon.js';
export { AuthCard } from './components/auth-card.js';
export { AuthForm } from './components/auth-form.js';
export { AuthFrame } from './components/auth-frame.js';
export { BellMenu } from './components/bell-menu.js';
export { Button, type ButtonVariant } from './components/button.js';
export { Card, PageHeader } from './components/card.js';
export { CodeField } from './components/code-field.js';
export { ConfirmModal } from './components/confirm-modal.js';
export { EmailField } from './components/email-field.js';
export { Field } from './components/field.js';
export { SelectField, TextareaField } from './components/form-fields.js';
export { Icon, type IconName } from './components/icons.js';
export { Modal } from './components/modal.js';
export { Notice, type NoticeTone, type TimedMessage, useTimedMessage } from './components/notice.js';
export { PasswordField } from './components/password-field.js';
export { QueryState } from './components/query-state.js';
export { SearchInput } from './components/search-input.js';
export { Segmented } from './components/segmented.js';
export { SignOutItem } from './components/sign-out-item.js';
export { SimulatedNotice, SimulatedTag } from './components/simulated.js';
export { Skeleton, SkeletonGroup } from './components/skeleton.js';
export { EmptyState, ErrorState, LoadingState } from './components/states.js';
export {
  TicketCategoryBadge,
  TicketPriorityBadge,
  TicketStatusBadge,
  TicketStatusIcon,
} from './components/ticket-badges.js';
export {
  ticketCategoryLabels,
  ticketCategoryOptions,
  ticketPriorityLabels,
  ticketPriorityOptions,
} from './components/ticket-labels.js';
export { useDismiss } from './components/use-dismiss.js';
export { usePopover } from './components/use-popover.js';
export { downloadText } from './lib/download-text.js';
export {
  changeClass,
  formatClockTime,
  formatCompactUsd,
  formatCount,
  formatDate,
  formatDateTime,
  formatHour,
  formatMonthDay,
  formatMonthYear,
  formatPrice,
  formatQuantity,
  formatSignedPercent,
  formatUsd,
} from './lib/format.js';
export { lazyResolver } from './lib/lazy-resolver.js';
export { joinQueries, type QueryLike } from './lib/query-like.js';
export { returnPath } from './lib/return-path.js';
export { useDebouncedValue } from './lib/use-debounced-value.js';
export { useIdempotencyKey } from './lib/use-idempotency-key.js';
export { useServerError } from './lib/use-server-error.js';
