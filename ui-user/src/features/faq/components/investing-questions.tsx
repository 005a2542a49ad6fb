import { Link } from 'react-router';
import { paths } from '../../../config/routes.js';
import { useDurations } from '../../../lib/use-market.js';
import { FaqItem } from './faq-item.js';

/** How returns accrue and settle, and what selling early costs (docs/product/user-app.md#states-and-transitions and #constants-and-limits). */
export function InvestingQuestions() {
  const durations = useDurations();
  return (
    <>
      <FaqItem question="How do returns work?">
        <p>
          When you invest you choose an asset, an amount and a period. Each period has a maximum return
          percent, and your expected return is the amount times that percent: your return is capped there and
          never goes below $0.
        </p>
        <p>
          Returns are <strong>simulated</strong>. They accrue over the period with simulated ups and downs,
          and are recalculated every 30 seconds while you are signed in.
        </p>
        {durations.data && durations.data.length > 0 && (
          <ul aria-label="Periods available now">
            {durations.data.map((duration) => (
              <li key={duration.id}>
                {duration.label}: up to {duration.maxReturnPercent}%
              </li>
            ))}
          </ul>
        )}
      </FaqItem>
      <FaqItem question="What happens when an investment matures?">
        <p>
          At the end of its period an investment settles by itself: the amount you invested plus its return is
          credited to your balance and the investment shows as Completed. You can then archive it in your{' '}
          <Link to={paths.portfolio}>portfolio</Link>.
        </p>
      </FaqItem>
      <FaqItem question="Can I sell an investment early?">
        <p>
          Yes, with <strong>Sell Early</strong> on an active investment in your portfolio. Selling early costs
          a <strong>50% penalty on your current earnings</strong>: your principal comes back in full, plus
          half of the return earned so far. The other half is lost.
        </p>
        <p>
          For example, if you invested $100.00 and have earned $8.00 so far, selling early returns $104.00.
        </p>
      </FaqItem>
    </>
  );
}
