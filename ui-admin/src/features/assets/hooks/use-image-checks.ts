import type { Asset } from '@tradesim/core';
import { useEffect, useState } from 'react';
import { checkAssetImage, type ImageCheck } from '../lib/check-image.js';

/** Each asset's icon check, by asset id, filled in as the checks finish (all at once, in parallel). */
export function useImageChecks(assets: readonly Asset[]): ReadonlyMap<string, ImageCheck> {
  const [checks, setChecks] = useState<ReadonlyMap<string, ImageCheck>>(new Map());
  const signature = assets.map((asset) => `${asset.id}=${asset.icon ?? ''}`).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked only when an id or an icon changes, not on every price tick.
  useEffect(() => {
    let live = true;
    setChecks(new Map());
    for (const asset of assets) {
      void checkAssetImage(asset.icon).then((check) => {
        if (live) setChecks((current) => new Map(current).set(asset.id, check));
      });
    }
    return () => {
      live = false;
    };
  }, [signature]);
  return checks;
}
