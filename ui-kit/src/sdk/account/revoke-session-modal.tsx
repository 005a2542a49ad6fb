import { describeDevice, type SessionInfo, userScreenMessages } from '@tradesim/core';
import { ConfirmModal } from '../../components/confirm-modal.js';
import { Notice } from '../../components/notice.js';
import { formatDateTime } from '../../lib/format.js';
import { errorMessage } from '../errors.js';
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
    <ConfirmModal
      title="Revoke this session?"
      confirmLabel="Revoke"
      busyLabel="Revoking..."
      busy={revoke.isPending}
      onCancel={onClose}
      onConfirm={() => revoke.mutate(session.id, { onSuccess: onRevoked })}
    >
      {revoke.isError && (
        <Notice tone="error">{errorMessage(revoke.error, userScreenMessages.unknownError)}</Notice>
      )}
      <p>
        {describeDevice(session.userAgent)} (last used {formatDateTime(session.lastUsedAt)}) will be signed
        out and will have to sign in again.
      </p>
    </ConfirmModal>
  );
}
