import type { SessionInfo } from '@tradesim/core';
import { Button, formatDateTime, Modal, Notice } from '@tradesim/ui-kit';
import { errorMessage } from '../../../lib/errors.js';
import { useRevokeSession } from '../api/use-sessions.js';
import { describeDevice } from './describe-device.js';

/** "Revoke this session?": signing a device out is asked for once more before it happens. */
export function RevokeSessionModal({
  session,
  onClose,
  onRevoked,
}: {
  session: SessionInfo;
  onClose(): void;
  onRevoked(): void;
}) {
  const revoke = useRevokeSession();
  return (
    <Modal
      title="Revoke this session?"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(session.id, { onSuccess: onRevoked })}
          >
            {revoke.isPending ? 'Revoking...' : 'Revoke'}
          </Button>
        </>
      }
    >
      {revoke.isError && <Notice tone="error">{errorMessage(revoke.error)}</Notice>}
      <p>
        {describeDevice(session.userAgent)} (last used {formatDateTime(session.lastUsedAt)}) will be signed
        out and will have to sign in again.
      </p>
    </Modal>
  );
}
