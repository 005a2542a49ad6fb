import { encodeTrc20Address, fnv1a32, priceChange, type Rng, roundPrice, stepPrice } from '@tradesim/core';
import type { Knex } from 'knex';
import { demoAssets, demoDurations, historyDays, historyStepMs } from './demo-catalogue.js';

const seededKey = 'demo_seeded_at';

/**
 * The demo data `npm start` shows on a fresh database: the six sample assets with seven days
 * of simulated history, the durations and an active deposit wallet. Runs once (recorded in
 * app_meta), so restarts and admin edits are left alone. Returns whether it seeded.
 */
export async function seedDemoData(knex: Knex, options: { now: Date; rng: Rng }): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const claimed = await trx('app_meta')
      .insert({ key: seededKey, value: JSON.stringify(options.now.toISOString()), updated_at: options.now })
      .onConflict('key')
      .ignore()
      .returning('key');
    if (claimed.length === 0) return false;
    await seedAssets(trx, options);
    await trx('investment_durations').insert(
      demoDurations.map((d) => ({
        label: d.label,
        hours: d.hours,
        max_return_percent: d.maxReturnPercent,
        created_at: options.now,
        updated_at: options.now,
      })),
    );
    const hasPaymentSettings = await trx('payment_settings').first('id');
    if (!hasPaymentSettings) {
      await trx('payment_settings').insert({ wallet_address: demoWalletAddress(), updated_at: options.now });
    }
    return true;
  });
}

/** A valid (checksummed) TRC20 address derived from a fixed phrase: it belongs to nobody. */
export function demoWalletAddress(): string {
  const phrase = new TextEncoder().encode('tradesim demo deposit wallet');
  const accountId = Uint8Array.from(
    { length: 20 },
    (_, i) => (phrase[i % phrase.length] ?? 0) ^ (fnv1a32(String(i)) & 0xff),
  );
  return encodeTrc20Address(accountId);
}

async function seedAssets(trx: Knex.Transaction, { now, rng }: { now: Date; rng: Rng }): Promise<void> {
  const points = (historyDays * 24 * 3_600_000) / historyStepMs;
  const dayAgoIndex = points - (24 * 3_600_000) / historyStepMs;
  for (const asset of demoAssets) {
    // Walk backwards from today's price so the chart ends exactly where the asset stands.
    const prices = [roundPrice(asset.price)];
    for (let i = 1; i <= points; i++) prices.unshift(stepPrice(prices[0] ?? asset.price, rng));
    const current = prices.at(-1) ?? roundPrice(asset.price);
    const { change, changePercent } = priceChange(current, prices[dayAgoIndex] ?? current);
    const [row] = await trx('assets')
      .insert({
        symbol: asset.symbol,
        name: asset.name,
        type: asset.type,
        icon: asset.icon,
        current_price: current.toFixed(),
        change_24h: change.toFixed(),
        change_percent_24h: changePercent.toFixed(),
        market_cap: asset.marketCap,
        volume_24h: asset.volume24h,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    const history = prices.map((price, i) => ({
      asset_id: row.id,
      price: price.toFixed(),
      recorded_at: new Date(now.getTime() - (prices.length - 1 - i) * historyStepMs),
    }));
    await trx.batchInsert('price_history', history, 500);
  }
}
