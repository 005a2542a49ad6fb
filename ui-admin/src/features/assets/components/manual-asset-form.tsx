import { type Asset, adminScreenMessages } from '@tradesim/core';
import { Button, Field, Notice } from '@tradesim/ui-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/errors.js';
import { showServerFieldErrors } from '../../../lib/server-field-errors.js';
import { useCreateAsset } from '../api/use-asset-actions.js';
import styles from './add-asset.module.css';
import {
  type ManualAssetRequest,
  type ManualAssetValues,
  manualAssetDefaults,
  manualAssetResolver,
} from './manual-asset-schema.js';

const fieldNames = ['symbol', 'name', 'type', 'price', 'icon'] as const;

/** An asset entered by hand: symbol, name and type, and a price or the source's quote. */
export function ManualAssetForm({ onAdded }: { onAdded(asset: Asset): void }) {
  const typeId = useId();
  const create = useCreateAsset();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ManualAssetValues, unknown, ManualAssetRequest>({
    resolver: manualAssetResolver,
    defaultValues: manualAssetDefaults,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      onAdded(await create.mutateAsync(input));
    } catch (error) {
      const shown = showServerFieldErrors(error, form.setError, fieldNames);
      if (shown === 0) setFailure(errorMessage(error, adminScreenMessages.addAssetFailed));
    }
  });

  return (
    <form className={styles.manual} onSubmit={submit} noValidate aria-label="Add an asset manually">
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className={styles.pair}>
        <Field
          label="Symbol"
          autoComplete="off"
          error={errors.symbol?.message}
          {...form.register('symbol')}
        />
        <div className={styles.selectField}>
          <label htmlFor={typeId} className={styles.selectLabel}>
            Type
          </label>
          <select id={typeId} className={styles.select} {...form.register('type')}>
            <option value="crypto">Crypto</option>
            <option value="stock">Stock</option>
          </select>
        </div>
      </div>
      <Field label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
      <Field
        label="Price (USD, optional)"
        inputMode="decimal"
        autoComplete="off"
        error={errors.price?.message}
        hint="Blank asks the market-data source for a quote."
        {...form.register('price')}
      />
      <Field
        label="Icon (optional)"
        autoComplete="off"
        error={errors.icon?.message}
        hint="An image address (https://...) or a short text."
        {...form.register('icon')}
      />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Adding...' : 'Add Asset'}
      </Button>
    </form>
  );
}
