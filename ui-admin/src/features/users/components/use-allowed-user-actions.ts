import { useStaffMay } from '../../../lib/use-staff-may.js';

/**
 * What a role may do to a user, as the row menu and the details offer it: Edit Balance for
 * finance, Ban and Unban for support (owners both; an auditor neither).
 */
export function useAllowedUserActions() {
  const may = useStaffMay();
  return { balance: may('balances', 'change'), ban: may('bans', 'change') };
}
