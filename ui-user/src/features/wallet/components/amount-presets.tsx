import { amountPresets, formatUsdShort, validationMessages } from '@tradesim/core';
import type { ReactNode } from 'react';
import styles from './amount-presets.module.css';

interface AmountPresetsProps {
  label: string;
  selected: string | null;
  onSelect(preset: string): void;
  /** A preset the user cannot afford is disabled and says so (withdrawals). */
  isAffordable?: (preset: string) => boolean;
  /** A last tile after the presets (top-up's Custom). */
  children?: ReactNode;
}

/** The $50 … $1,000 preset tiles of the top-up and withdrawal flows. */
export function AmountPresets({ label, selected, onSelect, isAffordable, children }: AmountPresetsProps) {
  return (
    <fieldset className={styles.grid}>
      <legend className="visually-hidden">{label}</legend>
      {amountPresets.map((preset) => {
        const affordable = isAffordable?.(preset) ?? true;
        return (
          <button
            key={preset}
            type="button"
            className={styles.tile}
            aria-pressed={selected === preset}
            disabled={!affordable}
            onClick={() => onSelect(preset)}
          >
            <span className={`${styles.value} tabular`}>{formatUsdShort(preset)}</span>
            {!affordable && (
              <span className={styles.note}>{validationMessages.withdrawalPresetInsufficient}</span>
            )}
          </button>
        );
      })}
      {children}
    </fieldset>
  );
}
