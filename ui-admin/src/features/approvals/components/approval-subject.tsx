import type { ApprovalContext } from '@tradesim/core';
import { formatDate, formatDateTime, formatUsd } from '@tradesim/ui-kit';
import { Link } from 'react-router';
import { EmailText } from '../../../components/email-text.js';
import { links } from '../../../config/routes.js';
import { accountAgeText } from '../../../lib/time-spans.js';
import { roleName, useStaffMay } from '../../../lib/use-staff-may.js';
import { Fact, FactGroup } from './approval-facts.js';

const lastSignIn = (at: string | null) => (at ? formatDateTime(at) : 'Never');

/**
 * Who the request is about, as the approver needs to judge it: a customer's name, balance now,
 * how long they have been with us and when they last signed in (a new account cashing out is
 * worth a second look); or the staff member whose role, account or second factor changes.
 */
export function ApprovalSubject({ context, now }: { context: ApprovalContext; now: number }) {
  const may = useStaffMay();
  const { user, staff } = context;
  if (user) {
    return (
      <FactGroup title="Customer">
        <Fact term="Name">
          {may('users') ? <Link to={links.users({ user: user.id })}>{user.name}</Link> : user.name}
        </Fact>
        <Fact term="Email">
          <EmailText email={user.email} />
        </Fact>
        <Fact term="Balance now">
          <span className="tabular">{formatUsd(user.balance)}</span>
        </Fact>
        <Fact term="Customer for">
          {accountAgeText(user.joinedAt, now)} (since {formatDate(user.joinedAt)})
        </Fact>
        <Fact term="Last sign-in">{lastSignIn(user.lastSignInAt)}</Fact>
      </FactGroup>
    );
  }
  if (staff) {
    return (
      <FactGroup title="Staff member">
        <Fact term="Name">{staff.name}</Fact>
        <Fact term="Email">
          <EmailText email={staff.email} />
        </Fact>
        <Fact term="Role now">{roleName(staff.role)}</Fact>
        <Fact term="Account now">{staff.disabled ? 'Disabled' : 'Active'}</Fact>
        <Fact term="Two-step now">{staff.mfaEnabled ? 'On' : 'Off'}</Fact>
        <Fact term="Last sign-in">{lastSignIn(staff.lastSignInAt)}</Fact>
      </FactGroup>
    );
  }
  return null;
}
