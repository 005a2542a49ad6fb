/** What a staff member is told when setting up a second factor went by a mailed link (202 `{sent: true}`). */
export const linkSentText = (email: string) =>
  `We sent a link to ${email}. Open it on this device to set up your authenticator.`;
