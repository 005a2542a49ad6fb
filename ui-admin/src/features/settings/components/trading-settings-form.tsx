import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminTradingSettings, type Approval, tradingLimitsProblems } from '@tradesim/core';
import { Button, Field, formatDateTime, Notice, useTimedMessage } from '@tradesim/ui-kit';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AwaitingApprovalNotice } from '../../../components/awaiting-approval.js';
import { isApprovalResponse } from '../../../lib/approvals.js';
import { showServerFieldErrors } from '../../../lib/server-field-errors.js';
import { usePendingRequest } from '../../../lib/use-approval-list.js';
import { useUpdateTradingSettings } from '../api/use-trading-settings.js';
import { FailureNotice } from './failure-notice.js';
import { FourEyesField } from './four-eyes-field.js';
import {
  changedLimits,
  limitGroups,
  limitNames,
  type TradingFormInput,
  type TradingFormOutput,
  thresholdChanged,
  toFormValues,
  tradingFormSchema,
} from './trading-limits.js';
import styles from './trading-settings-form.module.css';

export const updateTradingFailed = 'Failed to update trading settings';
export const tradingSaved = 'Trading settings saved. Users are held to the new limits at once.';
const nothingChanged = 'Nothing to save: every limit is as it was.';

/**
 * The limits and fee of the trading-settings routes, and the four-eyes threshold. Each amount is
 * checked by the core schema, the set by core's `tradingLimitsProblems` (the server's own rule,
 * reported on the field the admin changed); only the changed values are sent (the threshold only
 * when changed, so a catalogue admin saving limits never touches it), and the server's field
 * messages land under their inputs if it still refuses. A change that moves the threshold waits
 * whole for a second owner: the form goes back to the values in force and says so.
 */
export function TradingSettingsForm({
  settings,
  adminId,
  canEditThreshold,
  canChange = true,
}: {
  settings: AdminTradingSettings;
  adminId?: string;
  /** Only an owner may change the threshold; others see it disabled. */
  canEditThreshold: boolean;
  /** The role may change the limits at all (not an auditor). */
  canChange?: boolean;
}) {
  const update = useUpdateTradingSettings();
  const pending = usePendingRequest((approval) => approval.kind === 'trading_settings');
  const saved = useTimedMessage(3000);
  const [failure, setFailure] = useState<unknown>(null);
  const [awaiting, setAwaiting] = useState<Approval | null>(null);
  const form = useForm<TradingFormInput, unknown, TradingFormOutput>({
    resolver: zodResolver(tradingFormSchema),
    // Follows a refetch, but never overwrites what the admin is typing.
    values: toFormValues(settings),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;
  // A reset by the admin (or after saving) replaces everything: `resetOptions` would keep edits.
  const resetTo = (next: AdminTradingSettings) => form.reset(toFormValues(next), { keepDirtyValues: false });

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setAwaiting(null);
    const changed = changedLimits(values, settings);
    const threshold = thresholdChanged(values.fourEyesThreshold, settings.fourEyesThreshold)
      ? { fourEyesThreshold: values.fourEyesThreshold, ...(values.reason ? { reason: values.reason } : {}) }
      : {};
    if (changed.length === 0 && !('fourEyesThreshold' in threshold)) {
      resetTo(settings);
      saved.show(nothingChanged, 'info');
      return;
    }
    const problems = tradingLimitsProblems(values, new Set(changed));
    for (const [name, message] of Object.entries(problems)) {
      form.setError(name as keyof TradingFormInput, { type: 'coherence', message });
    }
    if (Object.keys(problems).length > 0) return;
    try {
      const next = await update.mutateAsync({
        ...Object.fromEntries(changed.map((name) => [name, values[name]])),
        ...threshold,
      });
      if (isApprovalResponse(next)) {
        resetTo(settings);
        setAwaiting(next.approval);
      } else {
        resetTo(next);
        saved.show(tradingSaved);
      }
    } catch (error) {
      showServerFieldErrors(error, form.setError, [...limitNames, 'fourEyesThreshold']);
      setFailure(error);
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Trading limits and fees">
      {failure !== null && (
        <FailureNotice title={updateTradingFailed} error={failure} onDismiss={() => setFailure(null)} />
      )}
      {saved.message && <Notice tone={saved.message.tone}>{saved.message.text}</Notice>}
      {awaiting && <AwaitingApprovalNotice approval={awaiting} />}
      {limitGroups.map((group) => (
        <fieldset key={group.title} className={styles.group}>
          <legend className={styles.legend}>{group.title}</legend>
          <p className={styles.text}>{group.text}</p>
          <div className={styles.fields}>
            {group.fields.map((field) => (
              <Field
                key={field.name}
                label={field.label}
                inputMode="decimal"
                autoComplete="off"
                hint={field.hint}
                readOnly={!canChange}
                error={errors[field.name]?.message}
                {...form.register(field.name)}
              />
            ))}
          </div>
        </fieldset>
      ))}
      <FourEyesField form={form} editable={canEditThreshold} pending={pending} adminId={adminId} />
      <div className={styles.footer}>
        <p className={styles.updated}>
          Last changed {formatDateTime(settings.updatedAt)}
          {settings.updatedBy && settings.updatedBy === adminId ? ' by you' : ''}
        </p>
        {canChange && (
          <div className={styles.actions}>
            {isDirty && (
              <Button
                variant="secondary"
                onClick={() => {
                  setFailure(null);
                  resetTo(settings);
                }}
                disabled={update.isPending}
              >
                Discard changes
              </Button>
            )}
            <Button type="submit" disabled={!isDirty || update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}
