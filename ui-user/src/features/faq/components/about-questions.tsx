import { userScreenMessages } from '@tradesim/core';
import { FaqItem } from './faq-item.js';

/** That everything is simulated (docs/product/user-app.md#what-the-app-is and #constants-and-limits). */
export function AboutQuestions() {
  return (
    <>
      <FaqItem question="Are prices and returns real?">
        <p>
          No. Asset prices on Tradesim are <strong>simulated</strong>: they move periodically and are not
          market data. Investment returns are simulated too.
        </p>
        <p>{userScreenMessages.simulatedNotice}</p>
      </FaqItem>
      <FaqItem question="Why does my balance change without a reload?">
        <p>
          The app receives live updates: prices, your balance, investments, transactions and notifications
          change on screen as soon as they change on the server.
        </p>
      </FaqItem>
    </>
  );
}
