import { errorCatalogue } from '@tradesim/core';
import { Link } from 'react-router';
import { paths } from '../config/routes.js';
import { needsSecondFactor } from '../lib/errors.js';

export const setUpSecondFactorText = 'Set up two-step verification';
/** The server's words when the staff policy wants a second factor (MFA_REQUIRED_FOR_ACTION). */
export const secondFactorRefusal = errorCatalogue.MFA_REQUIRED_FOR_ACTION.message;

/**
 * The way out of MFA_REQUIRED_FOR_ACTION: setting up two-step verification on the Security page
 * upgrades this session, so the admin can then try again.
 */
export function SecondFactorLink() {
  return <Link to={paths.settingsSecurity}>{setUpSecondFactorText}</Link>;
}

/** A failed action's text, and when the staff policy wants a second factor, the way to get one. */
export function ActionError({ error, text }: { error: unknown; text: string }) {
  return (
    <>
      {text}
      {needsSecondFactor(error) && (
        <>
          {' '}
          <SecondFactorLink />
        </>
      )}
    </>
  );
}
