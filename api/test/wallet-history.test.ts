import { randomUUID } from 'node:crypto';
import { encodeTrc20Address, type Transaction } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../src/config.js';
import { expectAppError } from './support/errors.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;

beforeAll(async () => {
  // Every case registers its own users, more than one IP may register in 15 minutes.
  t = await startTestServer({ config: { rateLimits: { ...defaultRateLimits, registerPerIp: 1_000 } } });
});
afterAll(async () => {
  await t.close();
});

const pngBytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(42));

function proof(): Blob {
  return new Blob([pngBytes], { type: 'image/png' });
}

/** Five transactions: two completed deposits (funding), two pending deposits, one pending withdrawal. */
async function userWithHistory() {
  const user = await t.userClient();
  await t.fund(user.userId, '100.00');
  await t.fund(user.userId, '50.00');
  await user.client.wallet.deposit({ amount: '20', proof: proof() });
  await user.client.wallet.deposit({ amount: '30', proof: proof(), transactionHash: 'hash-30' });
  await user.client.wallet.withdraw({ amount: '40', walletAddress });
  return user;
}

async function allPages(client: TradesimClient, query: { limit: number; type?: 'deposit' }) {
  const pages: Transaction[][] = [];
  let cursor: string | undefined;
  do {
    const page = await client.wallet.transactions.list({ ...query, cursor });
    pages.push(page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 10);
  return pages;
}

function isNewestFirst(items: Transaction[]): boolean {
  return items.every((tx, i) => {
    const prev = items[i - 1];
    if (!prev) return true;
    return prev.createdAt > tx.createdAt || (prev.createdAt === tx.createdAt && prev.id > tx.id);
  });
}

describe('transaction list', () => {
  it('lists only the user’s own, newest first, with the total', async () => {
    const { client } = await userWithHistory();
    const other = await userWithHistory();
    const page = await client.wallet.transactions.list();
    expect(page.total).toBe(5);
    expect(page.nextCursor).toBeNull();
    // The withdrawal came last, a whole request after the rest; the others may share a millisecond.
    expect(page.items[0]).toMatchObject({ type: 'withdrawal', amount: '40.00' });
    expect(page.items.map((tx) => tx.amount).sort()).toEqual(['100.00', '20.00', '30.00', '40.00', '50.00']);
    expect(isNewestFirst(page.items)).toBe(true);
    const otherIds = new Set((await other.client.wallet.transactions.list()).items.map((tx) => tx.id));
    expect(page.items.some((tx) => otherIds.has(tx.id))).toBe(false);
    expect((await (await t.userClient()).client.wallet.transactions.list()).items).toEqual([]);
  });

  it('pages 5 rows by 2 as 2, 2, 1 with no duplicates and no gaps', async () => {
    const { client } = await userWithHistory();
    const everything = (await client.wallet.transactions.list()).items;
    const pages = await allPages(client, { limit: 2 });
    expect(pages.map((items) => items.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(everything);
    const first = await client.wallet.transactions.list({ limit: 2 });
    expect(first.total).toBe(5);
  });

  it('pages correctly through rows created at the same instant, down to the microsecond', async () => {
    const { client, userId } = await userWithHistory();
    const ids: string[] = (await t.db.knex('transactions').where('user_id', userId).select('id')).map(
      (r) => r.id,
    );
    // Three rows share one timestamp; two more differ from it only below the millisecond.
    const times = [
      '2026-05-01 10:00:00.123456+00',
      '2026-05-01 10:00:00.123456+00',
      '2026-05-01 10:00:00.123456+00',
      '2026-05-01 10:00:00.123457+00',
      '2026-05-01 10:00:00.123001+00',
    ];
    for (const [i, id] of ids.entries()) {
      await t.db.knex('transactions').where('id', id).update({ created_at: times[i] });
    }
    const unpaged = (await client.wallet.transactions.list()).items.map((tx) => tx.id);
    expect(new Set(unpaged).size).toBe(5);
    for (const limit of [1, 2, 3]) {
      expect((await allPages(client, { limit })).flat().map((tx) => tx.id)).toEqual(unpaged);
    }
  });

  it('filters by type and status, and the total follows the filter', async () => {
    const { client } = await userWithHistory();
    const list = client.wallet.transactions.list;
    expect((await list({ type: 'deposit' })).total).toBe(4);
    expect((await list({ type: 'withdrawal' })).items.map((tx) => tx.amount)).toEqual(['40.00']);
    expect((await list({ status: 'pending' })).total).toBe(3);
    const completedDeposits = await list({ type: 'deposit', status: 'completed', limit: 1 });
    expect(completedDeposits.total).toBe(2);
    expect(completedDeposits.items.map((tx) => tx.status)).toEqual(['completed']);
    expect(await list({ type: 'buy' })).toEqual({ items: [], nextCursor: null, total: 0 });
    const deposits = await allPages(client, { limit: 3, type: 'deposit' });
    expect(deposits.map((items) => items.length)).toEqual([3, 1]);
  });

  it.each([
    ['garbage', 'not a cursor'],
    ['valid base64 of junk', Buffer.from('{"a":1}').toString('base64url')],
    [
      'an impossible date',
      Buffer.from(JSON.stringify(['2026-13-40T99:00:00.000000Z', randomUUID()])).toString('base64url'),
    ],
    [
      'year zero',
      Buffer.from(JSON.stringify(['0000-01-01T00:00:00.000000Z', randomUUID()])).toString('base64url'),
    ],
    [
      'a bad id',
      Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000000Z', "x' OR 1=1"])).toString('base64url'),
    ],
  ])('answers a cursor that is %s with 400', async (_case, cursor) => {
    const { client } = await t.userClient();
    const error = await expectAppError(
      client.wallet.transactions.list({ cursor }),
      'VALIDATION_FAILED',
      'Invalid cursor',
    );
    expect(error.fields).toEqual({ cursor: 'Invalid cursor' });
  });

  it.each([{ limit: 0 }, { limit: 201 }, { limit: 'ten' }, { type: 'transfer' }, { status: 'approved' }])(
    'answers the query %j with 400',
    async (query) => {
      const { client } = await t.userClient();
      await expectAppError(client.wallet.transactions.list(query as never), 'VALIDATION_FAILED');
    },
  );
});

describe('one transaction', () => {
  it('is 404 for another user and for an unknown id', async () => {
    const owner = await userWithHistory();
    const [tx] = (await owner.client.wallet.transactions.list({ limit: 1 })).items;
    if (!tx) throw new Error('no transaction');
    expect(await owner.client.wallet.transactions.get(tx.id)).toEqual(tx);
    const { client } = await t.userClient();
    await expectAppError(
      client.wallet.transactions.get(tx.id),
      'TRANSACTION_NOT_FOUND',
      'Transaction not found',
    );
    await expectAppError(client.wallet.transactions.get(randomUUID()), 'TRANSACTION_NOT_FOUND');
  });
});

/** RFC 4180 parsing, independent of the server's writer. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  expect(field).toBe('');
  expect(record).toEqual([]);
  return records;
}

const header = [
  'Date',
  'Type',
  'Status',
  'Amount',
  'Fee',
  'Net amount',
  'Description',
  'Asset',
  'Wallet address',
  'Transaction hash',
  'Admin notes',
  'ID',
];

describe('CSV export', () => {
  it('has a header and one record per transaction, with attachment headers', async () => {
    const { client } = await userWithHistory();
    const response = await client.request<Response>({
      method: 'GET',
      path: '/api/transactions/export.csv',
      auth: 'user',
      raw: true,
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="tradesim-transactions.csv"',
    );
    const text = await response.text();
    expect(text.startsWith(`${header.join(',')}\r\n`)).toBe(true);
    const [head, ...rows] = parseCsv(text);
    expect(head).toEqual(header);
    const items = (await client.wallet.transactions.list()).items;
    expect(rows).toEqual(
      items.map((tx) => [
        tx.createdAt,
        tx.type,
        tx.status,
        tx.amount,
        tx.fee,
        tx.netAmount,
        tx.description ?? '',
        tx.assetSymbol ?? '',
        tx.walletAddress ?? '',
        tx.transactionHash ?? '',
        tx.adminNotes ?? '',
        tx.id,
      ]),
    );
    expect(rows[0]?.[8]).toBe(walletAddress);
  });

  it('takes the list filters, and is only ever the user’s own history', async () => {
    const { client } = await userWithHistory();
    await userWithHistory();
    expect(parseCsv(await client.wallet.transactions.exportCsv())).toHaveLength(6);
    const withdrawals = parseCsv(await client.wallet.transactions.exportCsv({ type: 'withdrawal' }));
    expect(withdrawals.map((r) => r[1])).toEqual(['Type', 'withdrawal']);
    expect(parseCsv(await client.wallet.transactions.exportCsv({ status: 'completed' }))).toHaveLength(3);
    const empty = await (await t.userClient()).client.wallet.transactions.exportCsv();
    expect(empty).toBe(`${header.join(',')}\r\n`);
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', async () => {
    const { client, userId } = await t.userClient();
    const hash = '=HYPERLINK("http://evil.example","click")';
    const deposit = await client.wallet.deposit({ amount: '10', proof: proof(), transactionHash: hash });
    const notes = ['@SUM(A1:A9)', '+1+2', '-2+3', '\tcmd', '-10.00'];
    for (const [i, note] of notes.entries()) {
      await t.db.knex('transactions').insert({
        user_id: userId,
        type: 'deposit',
        amount: `${i + 11}.00`,
        fee: '0.00',
        net_amount: `${i + 11}.00`,
        status: 'rejected',
        description: i === 0 ? 'Refund, "partial"\r\nsecond line' : 'plain',
        admin_notes: note,
        processed_at: new Date(),
      });
    }
    const text = await client.wallet.transactions.exportCsv();
    expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
    expect(text).toContain('"Refund, ""partial""\r\nsecond line"');
    const rows = parseCsv(text).slice(1);
    const byAmount = new Map(rows.map((r) => [r[3], r]));
    expect(byAmount.get('10.00')?.[9]).toBe(`'${hash}`);
    expect(byAmount.get('10.00')?.[11]).toBe(deposit.id);
    expect(byAmount.get('11.00')?.[6]).toBe('Refund, "partial"\r\nsecond line');
    expect(notes.map((_, i) => byAmount.get(`${i + 11}.00`)?.[10])).toEqual([
      "'@SUM(A1:A9)",
      "'+1+2",
      "'-2+3",
      "'\tcmd",
      '-10.00',
    ]);
  });

  it('needs a signed-in user', async () => {
    await expectAppError(t.client().wallet.transactions.exportCsv(), 'UNAUTHENTICATED');
  });
});
