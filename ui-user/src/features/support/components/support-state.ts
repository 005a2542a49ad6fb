/** What a screen may hand to /support (navigation state): open the New ticket form at once. */
export interface SupportState {
  newTicket?: boolean;
}
