import { type Asset, adminScreenMessages } from '@tradesim/core';
import { Button, Field, Modal, Notice } from '@tradesim/ui-kit';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/errors.js';
import { showServerFieldErrors } from '../../../lib/server-field-errors.js';
import { useUpdateAsset } from '../api/use-asset-actions.js';
import {
  type EditAssetRequest,
  type EditAssetValues,
  editAssetDefaults,
  editAssetResolver,
} from './edit-asset-schema.js';
import styles from './modal-form.module.css';

const fieldNames = ['name', 'icon', 'marketCap', 'volume24h'] as const;

interface EditAssetModalProps {
  asset: Asset;
  onClose(): void;
  onSaved(asset: Asset): void;
}

/**
 * Edit Asset (the spec's item does nothing): name, icon, market cap and volume, checked by the
 * core schema; the server's field errors land under their inputs, anything else above them.
 */
export function EditAssetModal({ asset, onClose, onSaved }: EditAssetModalProps) {
  const formId = useId();
  const update = useUpdateAsset();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditAssetValues, unknown, EditAssetRequest>({
    resolver: editAssetResolver,
    defaultValues: editAssetDefaults(asset),
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      onSaved(await update.mutateAsync({ id: asset.id, input }));
    } catch (error) {
      const shown = showServerFieldErrors(error, form.setError, fieldNames);
      if (shown === 0) setFailure(errorMessage(error, adminScreenMessages.updateAssetFailed));
    }
  });

  return (
    <Modal
      title={`Edit ${asset.name}`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={`Edit ${asset.name}`}
      >
        {failure && <Notice tone="error">{failure}</Notice>}
        <Field label="Name" autoComplete="off" error={errors.name?.message} {...form.register('name')} />
        <Field
          label="Icon"
          autoComplete="off"
          error={errors.icon?.message}
          hint="An image address (https://...) or a short text. Blank shows the letter tile."
          {...form.register('icon')}
        />
        <div className={styles.pair}>
          <Field
            label="Market cap (USD)"
            inputMode="decimal"
            autoComplete="off"
            error={errors.marketCap?.message}
            hint="Blank shows N/A."
            {...form.register('marketCap')}
          />
          <Field
            label="Volume 24h (USD)"
            inputMode="decimal"
            autoComplete="off"
            error={errors.volume24h?.message}
            hint="Blank shows N/A."
            {...form.register('volume24h')}
          />
        </div>
      </form>
    </Modal>
  );
}
