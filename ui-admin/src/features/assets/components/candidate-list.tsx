import { adminScreenMessages, isAppError, type MarketCandidate } from '@tradesim/core';
import { Button, Icon, Notice, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors.js';
import { useCreateAsset } from '../api/use-asset-actions.js';
import { useMarkCandidateListed } from '../api/use-market-search.js';
import styles from './add-asset.module.css';
import { TypeBadge } from './badges.js';

const keyOf = (candidate: MarketCandidate) => `${candidate.type}:${candidate.symbol}`;

/**
 * The candidates, each with its add button, or "Listed" once the catalogue has it. A failure
 * reads "Failed to add {symbol}: {message}" ("Asset already exists" for a duplicate).
 */
export function CandidateList({ q, items }: { q: string; items: readonly MarketCandidate[] }) {
  const create = useCreateAsset();
  const markListed = useMarkCandidateListed();
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const added = useTimedMessage(3_000);

  const add = (candidate: MarketCandidate) => {
    setAdding(keyOf(candidate));
    setFailure(null);
    create.mutate(
      { symbol: candidate.symbol, name: candidate.name, type: candidate.type },
      {
        onSuccess: (asset) => {
          markListed(q, candidate);
          added.show(`${asset.name} (${asset.symbol}) added to the catalogue.`);
        },
        onError: (error) => {
          if (isAppError(error) && error.code === 'ASSET_ALREADY_EXISTS') markListed(q, candidate);
          const message = errorMessage(error, adminScreenMessages.addAssetFailed);
          setFailure(adminScreenMessages.addAssetFromSearchFailed(candidate.symbol, message));
        },
        onSettled: () => setAdding(null),
      },
    );
  };

  return (
    <>
      {failure && <Notice tone="error">{failure}</Notice>}
      {added.message && <Notice tone="success">{added.message.text}</Notice>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard to be scrolled. */}
      <ul className={styles.candidates} aria-label="Search results" tabIndex={0}>
        {items.map((candidate) => (
          <li key={keyOf(candidate)} className={styles.candidate}>
            <span className={styles.candidateSymbol}>{candidate.symbol}</span>
            <TypeBadge type={candidate.type} />
            <span className={styles.candidateName} title={candidate.name}>
              {candidate.name}
            </span>
            {candidate.exists ? (
              <span className={styles.listed}>
                <Icon name="check" size={14} />
                Listed
              </span>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Add ${candidate.name} (${candidate.symbol})`}
                disabled={adding !== null}
                onClick={() => add(candidate)}
              >
                {adding === keyOf(candidate) ? 'Adding...' : 'Add'}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
