import { type Asset, adminScreenMessages } from '@tradesim/core';
import { useTimedMessage } from '@tradesim/ui-kit';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import { useSetAssetActive } from '../api/use-asset-actions.js';

/** docs/product/admin-console.md#constants-and-limits: success messages vanish after 3 seconds. */
const successMs = 3_000;

/**
 * What the screen says after a row action: a success that clears itself, or a failure that
 * stays until dismissed or the next action. Activate/Deactivate runs from here (it has no modal).
 */
export function useAssetFeedback() {
  const success = useTimedMessage(successMs);
  const [failure, setFailure] = useState<string | null>(null);
  const setActive = useSetAssetActive();
  const { show } = success;
  const succeed = useCallback(
    (text: string) => {
      setFailure(null);
      show(text);
    },
    [show],
  );
  const toggleActive = (asset: Asset) => {
    setFailure(null);
    success.clear();
    setActive.mutate(
      { asset, active: !asset.isActive },
      {
        onSuccess: (saved) => succeed(`${saved.name} ${saved.isActive ? 'activated' : 'deactivated'}.`),
        onError: (error) => setFailure(errorMessage(error, adminScreenMessages.updateAssetStatusFailed)),
      },
    );
  };
  return {
    success: success.message,
    failure,
    succeed,
    dismissFailure: useCallback(() => setFailure(null), []),
    toggleActive,
  };
}

export type AssetFeedback = ReturnType<typeof useAssetFeedback>;
