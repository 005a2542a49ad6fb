import { errorCatalogue, type StaffArea } from '@tradesim/core';
import { EmptyState, PageHeader } from '@tradesim/ui-kit';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/routes.js';
import { useAdminAuth } from '../../lib/auth-context.js';
import { roleName, useStaffMay } from '../../lib/use-staff-may.js';

/** The server's own words for a role that does not reach an area. */
export const roleRefusal = errorCatalogue.ROLE_FORBIDDEN.message;

/**
 * A screen whose area the role cannot read says so instead of loading: the server would refuse
 * every call it makes (ROLE_FORBIDDEN), and a page of error states explains nothing. The
 * sidebar hides such screens; this catches a typed URL or an old bookmark.
 */
export function AreaGate({ area, children }: { area: StaffArea; children: ReactNode }) {
  const may = useStaffMay();
  const { admin } = useAdminAuth();
  if (may(area)) return <>{children}</>;
  return (
    <>
      <PageHeader title="Not available" />
      <EmptyState
        title={roleRefusal}
        text={`You are signed in with the ${admin ? roleName(admin.role) : 'staff'} role. An owner can change your role on the Staff screen.`}
        action={<Link to={paths.dashboard}>Go to the dashboard</Link>}
      />
    </>
  );
}
