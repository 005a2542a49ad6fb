import { encodeTrc20Address, maxUploadBytes } from '@tradesim/core';
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

// The smallest byte strings the content sniffer recognises as each image type.
const pngBytes = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
const images = {
  'image/png': pngBytes,
  'image/jpeg': Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]),
  'image/gif': new TextEncoder().encode('GIF89a\x01\x00\x01\x00'),
  'image/webp': new TextEncoder().encode('RIFF\x1a\x00\x00\x00WEBPVP8 '),
} as const;

function png(extra = 0): Blob {
  const bytes = new Uint8Array(pngBytes.length + extra);
  bytes.set(pngBytes);
  return new Blob([bytes], { type: 'image/png' });
}

const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(7));

async function setPaymentSettings(values: { wallet_address?: string; qr_file_id?: string | null } = {}) {
  await t.db.knex('payment_settings').delete();
  await t.db.knex('payment_settings').insert({ wallet_address: walletAddress, ...values });
}

async function depositRows(userId: string) {
  return t.db.knex('transactions').where({ user_id: userId, type: 'deposit' });
}

describe('payment settings', () => {
  it('is 503 with the spec message while no wallet is active', async () => {
    const { client } = await t.userClient();
    await t.db.knex('payment_settings').delete();
    await expectAppError(
      client.wallet.paymentSettings(),
      'PAYMENT_SETTINGS_UNAVAILABLE',
      'Failed to fetch payment settings',
    );
    await setPaymentSettings({ wallet_address: '   ' });
    await expectAppError(client.wallet.paymentSettings(), 'PAYMENT_SETTINGS_UNAVAILABLE');
    await setPaymentSettings();
    await t.db.knex('payment_settings').update({ is_active: false });
    await expectAppError(
      client.wallet.paymentSettings(),
      'PAYMENT_SETTINGS_UNAVAILABLE',
      'Failed to fetch payment settings',
    );
  });

  it('serves the active wallet, without a QR until one is set', async () => {
    const { client } = await t.userClient();
    await setPaymentSettings();
    expect(await client.wallet.paymentSettings()).toEqual({
      paymentMethod: 'usdt_trc20',
      network: 'TRC20',
      walletAddress,
      qrCodeUrl: null,
    });
    await expectAppError(
      t.client().request({ method: 'GET', path: '/api/payment-settings/qr', auth: 'none', raw: true }),
      'FILE_NOT_FOUND',
      'File not found',
    );
  });

  it('serves the QR publicly, with its stored type and nosniff', async () => {
    const { client } = await t.userClient();
    const bytes = Buffer.from(images['image/gif']);
    const [file] = await t.db
      .knex('stored_files')
      .insert({
        purpose: 'qr_code',
        content_type: 'image/gif',
        size_bytes: bytes.length,
        sha256: 'x',
        data: bytes,
      })
      .returning('id');
    await setPaymentSettings({ qr_file_id: file.id });
    const settings = await client.wallet.paymentSettings();
    expect(settings.qrCodeUrl).toBe(`/api/payment-settings/qr?v=${file.id}`);
    const response = await fetch(`${t.url}${settings.qrCodeUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/gif');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);
  });

  it('needs a signed-in user', async () => {
    await expectAppError(t.client().wallet.paymentSettings(), 'UNAUTHENTICATED', 'User not authenticated');
  });
});

describe('deposits', () => {
  it('creates a pending deposit with its proof and moves no money', async () => {
    const { client, userId } = await t.userClient();
    const tx = await client.wallet.deposit({
      amount: '150.5',
      transactionHash: '  0xabc123  ',
      proof: png(),
    });
    expect(tx).toMatchObject({
      type: 'deposit',
      amount: '150.50',
      fee: '0.00',
      netAmount: '150.50',
      status: 'pending',
      description: 'USDT deposit via TRC20',
      transactionHash: '0xabc123',
      walletAddress: null,
      hasProof: true,
      adminNotes: null,
      processedAt: null,
      assetSymbol: null,
    });
    expect(tx.createdAt).toBe(tx.updatedAt);
    expect((await client.me.get()).balance).toBe('0.00');
    const [row] = await depositRows(userId);
    const file = await t.db.knex('stored_files').where('id', row.proof_file_id).first();
    expect(file).toMatchObject({ purpose: 'proof', owner_id: userId, content_type: 'image/png' });
    expect(await client.wallet.transactions.get(tx.id)).toEqual(tx);
  });

  it('leaves the hash empty when none or only blanks are given', async () => {
    const { client } = await t.userClient();
    expect((await client.wallet.deposit({ amount: 10, proof: png() })).transactionHash).toBeNull();
    expect(
      (await client.wallet.deposit({ amount: 10, transactionHash: '  ', proof: png() })).transactionHash,
    ).toBeNull();
  });

  it.each(Object.entries(images))(
    'accepts a %s proof by its content, whatever type was declared',
    async (type, bytes) => {
      const { client } = await t.userClient();
      const tx = await client.wallet.deposit({
        amount: '10000',
        proof: new Blob([bytes], { type: 'application/octet-stream' }),
      });
      const proof = await client.wallet.transactions.proof(tx.id);
      expect(proof.type).toBe(type);
      expect(new Uint8Array(await proof.arrayBuffer())).toEqual(bytes);
    },
  );

  it('serves the proof back byte for byte, privately, with the sniffed type and nosniff', async () => {
    const { client } = await t.userClient();
    const bytes = new Uint8Array(4096).map((_, i) => (i * 31) % 256);
    bytes.set(pngBytes);
    const tx = await client.wallet.deposit({
      amount: '25',
      proof: new Blob([bytes], { type: 'image/jpeg' }),
    });
    const response = await client.request<Response>({
      method: 'GET',
      path: `/api/transactions/${tx.id}/proof`,
      auth: 'user',
      raw: true,
    });
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe('inline');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('accepts a proof of exactly 5 MB', async () => {
    const { client } = await t.userClient();
    const tx = await client.wallet.deposit({ amount: '10', proof: png(maxUploadBytes - pngBytes.length) });
    expect((await client.wallet.transactions.proof(tx.id)).size).toBe(maxUploadBytes);
  });

  it.each([
    ['9.99', 'AMOUNT_TOO_SMALL', 'Minimum deposit amount is $10 USDT'],
    ['10000.01', 'AMOUNT_TOO_LARGE', 'Maximum deposit amount is $10,000 USDT'],
    ['10.001', 'VALIDATION_FAILED', 'Please enter a valid amount'],
    ['abc', 'VALIDATION_FAILED', 'Please enter a valid amount'],
    ['0', 'VALIDATION_FAILED', 'Please enter a valid amount'],
    ['-20', 'VALIDATION_FAILED', 'Please enter a valid amount'],
    ['', 'VALIDATION_FAILED', 'Please enter a valid amount'],
  ])('refuses the amount %s with %s', async (amount, code, message) => {
    const { client, userId } = await t.userClient();
    const error = await expectAppError(client.wallet.deposit({ amount, proof: png() }), code, message);
    if (code === 'VALIDATION_FAILED') expect(error.fields).toEqual({ amount: message });
    expect(await depositRows(userId)).toEqual([]);
  });

  it('refuses a transaction hash over 200 characters', async () => {
    const { client } = await t.userClient();
    const error = await expectAppError(
      client.wallet.deposit({ amount: '50', proof: png(), transactionHash: 'a'.repeat(201) }),
      'VALIDATION_FAILED',
      'Transaction hash must be at most 200 characters',
    );
    expect(error.fields).toEqual({ transactionHash: 'Transaction hash must be at most 200 characters' });
    const tx = await client.wallet.deposit({ amount: '50', proof: png(), transactionHash: 'a'.repeat(200) });
    expect(tx.transactionHash).toHaveLength(200);
  });

  it('checks the amount before the proof', async () => {
    const { client } = await t.userClient();
    const form = new FormData();
    form.append('amount', '5');
    await expectAppError(
      client.request({ method: 'POST', path: '/api/deposits', auth: 'user', form }),
      'AMOUNT_TOO_SMALL',
      'Minimum deposit amount is $10 USDT',
    );
  });

  it('asks for the proof when none or an empty file is sent', async () => {
    const { client, userId } = await t.userClient();
    const form = new FormData();
    form.append('amount', '50');
    const error = await expectAppError(
      client.request({ method: 'POST', path: '/api/deposits', auth: 'user', form }),
      'VALIDATION_FAILED',
      'Please upload a payment proof image',
    );
    expect(error.fields).toEqual({ proof: 'Please upload a payment proof image' });
    await expectAppError(
      client.wallet.deposit({ amount: '50', proof: new Blob([], { type: 'image/png' }) }),
      'VALIDATION_FAILED',
      'Please upload a payment proof image',
    );
    expect(await depositRows(userId)).toEqual([]);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'image/svg+xml'],
    ['a text file declared as PNG', 'just some text, not an image', 'image/png'],
    ['a PDF declared as JPEG', '%PDF-1.7 ...', 'image/jpeg'],
  ])('refuses %s with 415', async (_name, content, type) => {
    const { client, userId } = await t.userClient();
    await expectAppError(
      client.wallet.deposit({ amount: '50', proof: new Blob([content], { type }), fileName: 'proof.png' }),
      'UNSUPPORTED_FILE_TYPE',
      'Please select an image file',
    );
    expect(await depositRows(userId)).toEqual([]);
    expect(await t.db.knex('stored_files').where('owner_id', userId)).toEqual([]);
  });

  it('refuses a proof one byte over 5 MB with 413', async () => {
    const { client, userId } = await t.userClient();
    await expectAppError(
      client.wallet.deposit({ amount: '50', proof: png(maxUploadBytes + 1 - pngBytes.length) }),
      'FILE_TOO_LARGE',
      'Image size must be less than 5MB',
    );
    expect(await depositRows(userId)).toEqual([]);
  });

  it('refuses a JSON body: the proof needs multipart', async () => {
    const { client } = await t.userClient();
    await expectAppError(
      client.request({ method: 'POST', path: '/api/deposits', auth: 'user', body: { amount: '50' } }),
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the body as multipart/form-data',
    );
  });

  it('answers a malformed multipart body with 400, not 500', async () => {
    const { client } = await t.userClient();
    const token = client.credentials().user?.accessToken ?? '';
    for (const [contentType, body] of [
      ['multipart/form-data', 'amount=1'],
      ['multipart/form-data; boundary=xyz', 'garbage'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="amount"\r\n\r\n5',
      ],
    ] as const) {
      const response = await fetch(`${t.url}/api/deposits`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        body,
      });
      expect(response.status, `${contentType} ${body}`).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('needs a signed-in user', async () => {
    await expectAppError(
      t.client().wallet.deposit({ amount: '50', proof: png() }),
      'UNAUTHENTICATED',
      'User not authenticated',
    );
  });

  it('replays a retried deposit instead of creating a second one', async () => {
    const { client, userId } = await t.userClient();
    const key = { idempotencyKey: 'deposit-retry-1' };
    const first = await client.wallet.deposit({ amount: '75', proof: png(10) }, key);
    const again = await client.wallet.deposit({ amount: '75', proof: png(10) }, key);
    expect(again).toEqual(first);
    expect(await depositRows(userId)).toHaveLength(1);
    // Same key, another file: a different request, refused rather than silently replayed.
    await expectAppError(
      client.wallet.deposit({ amount: '75', proof: png(11) }, key),
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was already used with a different request',
    );
    await expectAppError(
      client.wallet.deposit({ amount: '76', proof: png(10) }, key),
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(await depositRows(userId)).toHaveLength(1);
  });
});

describe('proof access', () => {
  it("is the owner's only: another user gets 404, and a proofless row is PROOF_NOT_FOUND", async () => {
    const owner = await t.userClient();
    const other = await t.userClient();
    const tx = await owner.client.wallet.deposit({ amount: '20', proof: png() });
    await expectAppError(
      other.client.wallet.transactions.proof(tx.id),
      'TRANSACTION_NOT_FOUND',
      'Transaction not found',
    );
    await expectAppError(
      other.client.wallet.transactions.get(tx.id),
      'TRANSACTION_NOT_FOUND',
      'Transaction not found',
    );
    await t.fund(owner.userId, '100.00');
    const withdrawal = await owner.client.wallet.withdraw({ amount: '20', walletAddress });
    expect(withdrawal.hasProof).toBe(false);
    await expectAppError(
      owner.client.wallet.transactions.proof(withdrawal.id),
      'PROOF_NOT_FOUND',
      'Payment proof not found',
    );
  });

  it('answers a malformed id with 400, not 500', async () => {
    const { client } = await t.userClient();
    await expectAppError(client.wallet.transactions.proof('not-a-uuid'), 'VALIDATION_FAILED');
    await expectAppError(client.wallet.transactions.get("1' OR '1'='1"), 'VALIDATION_FAILED');
  });
});
