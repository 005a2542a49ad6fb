/**
 * @tradesim/ui-kit/chat: the support chat's log and composer, which both apps' ticket screens
 * share. A separate entry from @tradesim/ui-kit, which every screen's shell imports: the composer
 * checks a message with core's schema, so zod comes with the ticket screens, not with every first
 * load (docs/decisions/0026-dashboard-first-load.md).
 */
export { ChatComposer } from './chat-composer.js';
export { ChatLog } from './chat-log.js';
