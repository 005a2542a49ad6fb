import { type SessionInfo, userScreenMessages } from '@tradesim/core';
import { Button } from '../../components/button.js';
import { Modal } from '../../components/modal.js';
import { Notice } from '../../components/notice.js';
import { formatDateTime } from '../../lib/format.js';
import { errorMessage } from '../errors.js';
import { describeDevice } from './describe-device.js';
import { type SessionsSource, useRevokeSession } from './use-sessions.js';

/** "Revoke this session?": signing a device out is asked for once more before it happens. */
export function RevokeSessionModal({
  session,
  queryKey,
  revoke: revokeSession,
  onClose,
  onRevoked,
}: Pick<SessionsSource, 'queryKey' | 'revoke'> & {
  session: SessionInfo;
  onClose(): void;
  onRevoked(): void;
}) {
  const revoke = useRevokeSession({ queryKey, revoke: revokeSession });
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
      {revoke.isError && (
        <Notice tone="error">{errorMessage(revoke.error, userScreenMessages.unknownError)}</Notice>
      )}
      <p>
        {describeDevice(session.userAgent)} (last used {formatDateTime(session.lastUsedAt)}) will be signed
        out and will have to sign in again.
      </p>
    </Modal>
  );
}
