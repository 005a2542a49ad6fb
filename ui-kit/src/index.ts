/**
 * @tradesim/ui-kit: the generic pieces both apps (ui-user, ui-admin) are drawn with, so they look
 * and behave the same: CSS Modules components on the design tokens of `styles/tokens.css`, and
 * the number and date formatters. The apps import `@tradesim/ui-kit/styles/global.css` once.
 * Nothing here knows about the SDK or any screen (dependency-cruiser: ui-kit -> core only).
 */
export { AssetIcon, imageIcon } from './components/asset-icon.js';
export { Button, type ButtonVariant } from './components/button.js';
export { Card, PageHeader } from './components/card.js';
export { Field } from './components/field.js';
export { Icon, type IconName } from './components/icons.js';
export { Modal } from './components/modal.js';
export { Notice, type NoticeTone, type TimedMessage, useTimedMessage } from './components/notice.js';
export { Segmented } from './components/segmented.js';
export { SimulatedNotice, SimulatedTag } from './components/simulated.js';
export { EmptyState, ErrorState, LoadingState } from './components/states.js';
export { useDismiss } from './components/use-dismiss.js';
export {
  changeClass,
  formatCompactUsd,
  formatCount,
  formatDate,
  formatDateTime,
  formatPrice,
  formatQuantity,
  formatSignedPercent,
  formatUsd,
} from './lib/format.js';
export { useDebouncedValue } from './lib/use-debounced-value.js';
