import { PageHeader, QueryState } from '@tradesim/ui-kit';
import { useAdminAuth } from '../../../lib/auth-context.js';
import { useStaffMay } from '../../../lib/use-staff-may.js';
import { useTradingSettings } from '../api/use-trading-settings.js';
import styles from './durations-page.module.css';
import { failureText } from './failure-notice.js';
import { TradingSettingsForm } from './trading-settings-form.js';

export const loadTradingFailed = 'Failed to load trading settings';

/**
 * Trading Settings: the spec shows a "coming soon" stub meant for trading limits and fees; here
 * it edits them (GET/PUT /api/admin/settings/trading), the limits users see in their app and
 * are held to by the server.
 */
export function TradingSettingsPage() {
  const settings = useTradingSettings();
  const { admin } = useAdminAuth();
  // The threshold is the owner's alone; the other limits are the catalogue role's too.
  const canEditThreshold = admin?.role === 'owner';
  // An auditor reads the limits: the form shows them without a way to change them.
  const canChange = useStaffMay()('catalogue', 'change');
  return (
    <>
      <PageHeader title="Trading Settings" />
      <p className={styles.intro}>
        The limits and fee every user is held to. Users see them in their app, and the server applies them to
        every purchase, deposit and withdrawal from the moment they are saved.
      </p>
      <QueryState
        query={settings}
        loading="Loading trading settings..."
        errorText={(error) => `Error: ${failureText(loadTradingFailed, error)}`}
      >
        {(loaded) => (
          <TradingSettingsForm
            settings={loaded}
            adminId={admin?.id}
            canEditThreshold={canEditThreshold}
            canChange={canChange}
          />
        )}
      </QueryState>
    </>
  );
}
