import { useAdminAuth } from '../../../lib/auth-context.js';
import { useUserDetails } from '../api/use-users.js';

/**
 * Who banned the user: "You", or the admin's name and email (admins are profiles too). The
 * id stands in while it loads or if that admin is gone.
 */
export function BannedBy({ adminId }: { adminId: string }) {
  const { admin } = useAdminAuth();
  const isSelf = admin?.id === adminId;
  const other = useUserDetails(isSelf ? null : adminId);
  if (isSelf) return <>You</>;
  if (other.data) return <>{`${other.data.displayName} (${other.data.email})`}</>;
  return <span className="tabular">{adminId}</span>;
}
