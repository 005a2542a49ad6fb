import { type Asset, isAppError, userScreenMessages } from '@tradesim/core';
import { joinQueries, QueryState } from '@tradesim/ui-kit';
import { Navigate, useLocation } from 'react-router';
import { type BuyState, paths } from '../../../config/routes.js';
import { errorMessage } from '../../../lib/errors.js';
import { useAsset, useDurations } from '../../../lib/use-market.js';
import { useMe } from '../../../lib/use-me.js';
import { readBuyState } from '../read-buy-state.js';
import { PurchaseReview } from './purchase-review.js';

/** Confirm Purchase (/buy): needs the asset, amount and period handed over; without them, home. */
export function BuyPage() {
  const order = readBuyState(useLocation().state);
  if (!order) return <Navigate to={paths.dashboard} replace />;
  return <LoadedPurchase order={order} />;
}

/** A refused read of the asset (unknown or malformed id) means the hand-over is no good. */
function isUnknownAsset(error: unknown): boolean {
  return isAppError(error) && (error.code === 'ASSET_NOT_FOUND' || error.code === 'VALIDATION_FAILED');
}

/**
 * Loads what the review shows. DESIGN: an unknown or deactivated asset, or a period no longer
 * offered, sends the user home like a missing hand-over (nothing on this screen could be bought).
 */
function LoadedPurchase({ order }: { order: BuyState }) {
  const asset = useAsset(order.assetId);
  const durations = useDurations();
  const me = useMe();
  if (isUnknownAsset(asset.error)) return <Navigate to={paths.dashboard} replace />;
  return (
    <QueryState
      query={joinQueries({ asset, durations, me })}
      errorText={(error) =>
        `Error loading purchase details: ${errorMessage(error, userScreenMessages.unknownError)}`
      }
    >
      {(loaded) => {
        const duration = loaded.durations.find((candidate) => candidate.id === order.durationId);
        if (!duration || !isBuyable(loaded.asset)) return <Navigate to={paths.dashboard} replace />;
        return (
          <PurchaseReview
            asset={loaded.asset}
            duration={duration}
            amount={order.amount}
            balance={loaded.me.balance}
          />
        );
      }}
    </QueryState>
  );
}

function isBuyable(asset: Asset): boolean {
  return asset.isActive;
}
