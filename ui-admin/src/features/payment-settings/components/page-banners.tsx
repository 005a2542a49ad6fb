import { Button, Icon, Notice } from '@tradesim/ui-kit';
import { SecondFactorLink, secondFactorRefusal } from '../../../components/action-error.js';
import { AwaitingApprovalNotice } from '../../../components/awaiting-approval.js';
import styles from './payment-settings-page.module.css';
import type { PageNotices } from './use-page-notices.js';

/** The error banner (dismissible), the success banner and the sent-for-approval one above the cards. */
export function PageBanners({ notices }: { notices: PageNotices }) {
  if (!notices.error && !notices.success && !notices.awaiting) return null;
  return (
    <div className={styles.banners}>
      {notices.error && (
        <div className={styles.errorBanner}>
          <Notice tone="error">
            {notices.error}
            {/* The banner keeps text only; the staff policy's refusal is known by its words. */}
            {notices.error === secondFactorRefusal && (
              <>
                {' '}
                <SecondFactorLink />
              </>
            )}
          </Notice>
          <Button variant="ghost" size="sm" aria-label="Dismiss error" onClick={notices.dismissError}>
            <Icon name="close" size={16} />
          </Button>
        </div>
      )}
      {notices.success && <Notice tone="success">{notices.success}</Notice>}
      {notices.awaiting && <AwaitingApprovalNotice approval={notices.awaiting} />}
    </div>
  );
}
