import { Card, Segmented } from '@tradesim/ui-kit';
import { setTheme, type ThemeChoice } from '../../../lib/theme.js';
import { useThemeChoice } from '../../../lib/use-theme.js';
import styles from './settings-page.module.css';

const options: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Light, dark, or whatever the device uses; remembered on this browser. */
export function AppearanceCard() {
  const choice = useThemeChoice();
  return (
    <section className={styles.section} aria-labelledby="appearance-title">
      <h2 id="appearance-title" className={styles.title}>
        Appearance
      </h2>
      <Card>
        <div className={styles.appearance}>
          <p className={styles.hint}>
            Theme for this browser. System follows your device's light or dark setting.
          </p>
          <Segmented label="Theme" options={options} value={choice} onChange={setTheme} />
        </div>
      </Card>
    </section>
  );
}
