import { createRequire } from 'node:module';
import { type AdminPaymentSettings, encodeTrc20Address, maxUploadBytes } from '@tradesim/core';
import type { TradesimClient } from '@tradesim/sdk';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectAppError } from './support/errors.js';
import { approvedBy, held } from './support/four-eyes.js';
import { inviteStaffMember } from './support/staff.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let t: TestServer;
let admin: TradesimClient;
let adminId: string;
/** The second staff member every change of where users pay waits for. */
let approver: TradesimClient;
let approverId: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.adminClient();
  adminId = (await admin.admin.auth.session()).admin.id;
  const finance = await inviteStaffMember(t, admin, 'finance');
  approver = finance.client;
  approverId = finance.id;
});
afterAll(async () => {
  await t.close();
});
// Each case starts from no settings at all, as on a fresh install.
beforeEach(async () => {
  await t.db.knex('approvals').where('kind', 'payment_settings').delete();
  await t.db.knex('payment_settings').delete();
  await t.db.knex('stored_files').where('purpose', 'qr_code').delete();
});

/** A change asked for by the owner and approved by the finance member: the settings then. */
async function approved(request: Promise<object>): Promise<AdminPaymentSettings> {
  await approvedBy(approver, await request);
  return admin.admin.paymentSettings.get();
}

/** What an approved change's audit entry adds: who asked and the request it carried out. */
const onApproval = () => ({ requestedBy: adminId, approvalId: expect.any(String) });

// jsqr is CommonJS (module.exports = jsQR) with typings that say `export default`.
const jsQR = createRequire(import.meta.url)('jsqr') as typeof import('jsqr').default;
const walletAddress = encodeTrc20Address(new Uint8Array(20).fill(9));
const otherAddress = encodeTrc20Address(new Uint8Array(20).fill(4));
const pngBytes = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
const gifBytes = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const svg = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

/** The audit entries of this case's settings row (each case starts with a new one). */
async function audit() {
  const ids = (await t.db.knex('payment_settings').pluck('id')) as string[];
  return t.db
    .knex('admin_action_logs')
    .where('table_name', 'payment_settings')
    .whereIn('record_id', ids)
    .orderBy('created_at')
    .select('action', 'actor_id', 'record_id', 'old_values', 'new_values');
}

async function settingsRows() {
  return t.db.knex('payment_settings').select('id', 'wallet_address', 'qr_file_id', 'is_active');
}

async function qrFiles() {
  return t.db.knex('stored_files').where('purpose', 'qr_code').select('id', 'content_type', 'size_bytes');
}

/** The public QR route, as a user's browser loads it: no credentials. */
async function publicQr(url = '/api/payment-settings/qr') {
  return fetch(`${t.url}${url}`);
}

describe('reading the settings', () => {
  it('creates one empty active record when none exists, even for concurrent first visits', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => admin.admin.paymentSettings.get()));
    const [first] = results;
    expect(first).toMatchObject({
      paymentMethod: 'usdt_trc20',
      network: 'TRC20',
      walletAddress: '',
      qrCodeUrl: null,
      isActive: true,
    });
    for (const result of results) expect(result).toEqual(first);
    expect(await settingsRows()).toHaveLength(1);
    // Not an admin's change: nothing in the audit log, and users still see no wallet to pay to.
    expect(await audit()).toEqual([]);
    const { client } = await t.userClient();
    await expectAppError(client.wallet.paymentSettings(), 'PAYMENT_SETTINGS_UNAVAILABLE');
  });

  it('is for admins only', async () => {
    await expectAppError(t.client().admin.paymentSettings.get(), 'ADMIN_SESSION_INVALID');
    await expectAppError(t.client().admin.paymentSettings.setWallet(walletAddress), 'ADMIN_SESSION_INVALID');
    expect(await settingsRows()).toEqual([]);
  });
});

describe('the wallet address', () => {
  it('is saved trimmed once a second staff member approves, audited with both, and served to users at once', async () => {
    const request = held(await admin.admin.paymentSettings.setWallet(`  ${walletAddress}\n`));
    expect(request).toMatchObject({
      kind: 'payment_settings',
      amount: null,
      status: 'pending',
      summary: `Set the deposit wallet to ${walletAddress}`,
      context: { before: { walletAddress: null }, after: { walletAddress } },
    });
    // Nothing changed yet: users still have no wallet to pay to.
    expect((await admin.admin.paymentSettings.get()).walletAddress).toBe('');
    await expectAppError(admin.admin.approvals.approve(request.id), 'SAME_ADMIN_APPROVAL');
    await approver.admin.approvals.approve(request.id);
    const saved = await admin.admin.paymentSettings.get();
    expect(saved).toMatchObject({ walletAddress, isActive: true, qrCodeUrl: null });
    expect(await audit()).toEqual([
      {
        action: 'UPDATE_PAYMENT_SETTINGS',
        actor_id: approverId,
        record_id: saved.id,
        old_values: { walletAddress: '' },
        new_values: { walletAddress, requestedBy: adminId, approvalId: request.id },
      },
    ]);
    const { client } = await t.userClient();
    expect(await client.wallet.paymentSettings()).toEqual({
      paymentMethod: 'usdt_trc20',
      network: 'TRC20',
      walletAddress,
      qrCodeUrl: null,
    });
    // The address already saved asks nothing.
    expect(await admin.admin.paymentSettings.setWallet(walletAddress)).toEqual(saved);
    const changed = await approved(admin.admin.paymentSettings.setWallet(otherAddress));
    expect(changed.id).toBe(saved.id);
    expect(await admin.admin.paymentSettings.get()).toEqual(changed);
    expect((await audit()).map((entry) => entry.old_values)).toContainEqual({ walletAddress });
  });

  it.each([
    ['empty', '', 'VALIDATION_FAILED', 'Wallet address is required'],
    ['blank', '   ', 'VALIDATION_FAILED', 'Wallet address is required'],
    [
      'not TRC20-shaped',
      '0x52908400098527886E0F7030069857D2E4169EE7',
      'INVALID_WALLET_ADDRESS',
      'Invalid TRC20 wallet address format. Address should start with "T" and be 34 characters long.',
    ],
    [
      'too short',
      'TXYZ',
      'INVALID_WALLET_ADDRESS',
      'TRC20 wallet address must be exactly 34 characters long',
    ],
    [
      'with a typo',
      `${walletAddress.slice(0, -1)}${walletAddress.endsWith('a') ? 'b' : 'a'}`,
      'INVALID_WALLET_ADDRESS',
      'Invalid TRC20 wallet address: the checksum does not match. Check the address for typos.',
    ],
  ])('refuses an address that is %s and changes nothing', async (_, input, code, message) => {
    await approved(admin.admin.paymentSettings.setWallet(walletAddress));
    const before = await settingsRows();
    const error = await expectAppError(admin.admin.paymentSettings.setWallet(input), code, message);
    expect(error.fields).toEqual({ walletAddress: message });
    expect(await settingsRows()).toEqual(before);
    expect(await audit()).toHaveLength(1);
  });
});

describe('the QR code', () => {
  it('is uploaded, replaced and removed; the public URL follows, old files are deleted', async () => {
    await approved(admin.admin.paymentSettings.setWallet(walletAddress));
    const uploaded = await approved(
      admin.admin.paymentSettings.uploadQr(new Blob([pngBytes], { type: 'image/png' })),
    );
    const [png] = await qrFiles();
    expect(png).toEqual({ id: expect.any(String), content_type: 'image/png', size_bytes: pngBytes.length });
    expect(uploaded.qrCodeUrl).toBe(`/api/payment-settings/qr?v=${png?.id}`);
    const { client } = await t.userClient();
    expect((await client.wallet.paymentSettings()).qrCodeUrl).toBe(uploaded.qrCodeUrl);
    const served = await publicQr(uploaded.qrCodeUrl ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes);

    // Declared as PNG, sniffed as GIF: the content decides.
    const replaced = await approved(
      admin.admin.paymentSettings.uploadQr(new Blob([gifBytes], { type: 'image/png' })),
    );
    const [gif] = await qrFiles();
    expect(gif?.content_type).toBe('image/gif');
    expect(replaced.qrCodeUrl).toBe(`/api/payment-settings/qr?v=${gif?.id}`);
    expect(replaced.qrCodeUrl).not.toBe(uploaded.qrCodeUrl);
    const servedAgain = await publicQr();
    expect(servedAgain.headers.get('content-type')).toBe('image/gif');
    expect(new Uint8Array(await servedAgain.arrayBuffer())).toEqual(gifBytes);

    const removed = await approved(admin.admin.paymentSettings.removeQr());
    expect(removed).toMatchObject({ qrCodeUrl: null, walletAddress });
    expect(await qrFiles()).toEqual([]);
    expect((await publicQr()).status).toBe(404);
    // Removing what is not there changes nothing and is not audited again.
    expect(await admin.admin.paymentSettings.removeQr()).toMatchObject({ qrCodeUrl: null });

    // Compared as a set: two entries may share a millisecond, so created_at alone cannot order them.
    const entries = (await audit()).map(({ action, old_values, new_values }) => [
      action,
      old_values,
      new_values,
    ]);
    const expected = [
      ['UPDATE_PAYMENT_SETTINGS', { walletAddress: '' }, { walletAddress, ...onApproval() }],
      [
        'UPLOAD_QR_CODE',
        { qrFileId: null },
        { qrFileId: png?.id, contentType: 'image/png', ...onApproval() },
      ],
      [
        'UPLOAD_QR_CODE',
        { qrFileId: png?.id },
        { qrFileId: gif?.id, contentType: 'image/gif', ...onApproval() },
      ],
      ['REMOVE_QR_CODE', { qrFileId: gif?.id }, { qrFileId: null, ...onApproval() }],
    ];
    expect(entries).toHaveLength(expected.length);
    expect(entries).toEqual(expect.arrayContaining(expected));
  });

  it('is drawn from the saved address: a PNG a scanner reads back as that address, audited', async () => {
    await expectAppError(
      admin.admin.paymentSettings.generateQr(),
      'PAYMENT_WALLET_NOT_SET',
      'Set the wallet address before generating its QR code',
    );
    await approved(
      admin.admin.paymentSettings.uploadQr(new Blob([gifBytes], { type: 'image/gif' }), 'qr.gif'),
    );
    await approved(admin.admin.paymentSettings.setWallet(walletAddress));
    const uploaded = (await t.db.knex('payment_settings').first('qr_file_id')).qr_file_id;
    const settings = await approved(admin.admin.paymentSettings.generateQr());
    expect(settings.walletAddress).toBe(walletAddress);
    expect(settings.qrCodeUrl).toMatch(/^\/api\/payment-settings\/qr\?v=/);
    // The upload it replaced is gone.
    expect(await t.db.knex('stored_files').where('id', uploaded).first('id')).toBeUndefined();

    const response = await publicQr(settings.qrCodeUrl ?? undefined);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(walletAddress);
    expect((await audit()).find((entry) => entry.action === 'GENERATE_QR_CODE')).toMatchObject({
      actor_id: approverId,
      new_values: { walletAddress, contentType: 'image/png', ...onApproval() },
    });
  });

  it('can be uploaded before any settings exist', async () => {
    const uploaded = await approved(admin.admin.paymentSettings.uploadQr(new Blob([pngBytes])));
    expect(uploaded).toMatchObject({
      walletAddress: '',
      qrCodeUrl: expect.stringMatching(/^\/api\/payment-settings\/qr\?v=/),
    });
    expect(await settingsRows()).toHaveLength(1);
    expect((await publicQr()).status).toBe(200);
  });

  it('accepts exactly 5 MB', async () => {
    const bytes = new Uint8Array(maxUploadBytes);
    bytes.set(pngBytes);
    await approved(admin.admin.paymentSettings.uploadQr(new Blob([bytes])));
    expect((await qrFiles())[0]?.size_bytes).toBe(maxUploadBytes);
  });

  it.each([
    [
      'an SVG',
      new Blob([svg], { type: 'image/svg+xml' }),
      'UNSUPPORTED_FILE_TYPE',
      'Please select a valid image file',
    ],
    [
      'text',
      new Blob(['hello'], { type: 'image/png' }),
      'UNSUPPORTED_FILE_TYPE',
      'Please select a valid image file',
    ],
    ['an empty file', new Blob([]), 'VALIDATION_FAILED', 'Please select a valid image file'],
    [
      'over 5 MB',
      new Blob([pngBytes, new Uint8Array(maxUploadBytes)]),
      'FILE_TOO_LARGE',
      'File size must be less than 5MB',
    ],
  ])('refuses %s and keeps the current QR', async (_, blob, code, message) => {
    const current = await approved(admin.admin.paymentSettings.uploadQr(new Blob([pngBytes])));
    const auditBefore = await audit();
    await expectAppError(admin.admin.paymentSettings.uploadQr(blob), code, message);
    expect((await admin.admin.paymentSettings.get()).qrCodeUrl).toBe(current.qrCodeUrl);
    expect(await qrFiles()).toHaveLength(1);
    expect(await audit()).toEqual(auditBefore);
  });

  it('refuses a form without the file, or a JSON body', async () => {
    const token = admin.credentials().admin?.token;
    expect(token).toBeTruthy();
    const headers = { authorization: `Bearer ${token}` };
    const noFile = new FormData();
    noFile.append('other', 'x');
    const response = await fetch(`${t.url}/api/admin/payment-settings/qr`, {
      method: 'POST',
      headers,
      body: noFile,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Please select a valid image file',
    });
    const json = await fetch(`${t.url}/api/admin/payment-settings/qr`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect(await qrFiles()).toEqual([]);
  });
});

describe('a change waiting for approval', () => {
  it('leaves users paying to the saved wallet, shows the approver the new QR first, and rejecting deletes it', async () => {
    await approved(admin.admin.paymentSettings.setWallet(walletAddress));
    const request = held(
      await admin.admin.paymentSettings.uploadQr(new Blob([pngBytes], { type: 'image/png' })),
    );
    expect(request.context.after?.qrCodeUrl).toBe(`/api/admin/approvals/${request.id}/file`);
    expect((await admin.admin.paymentSettings.get()).qrCodeUrl).toBeNull();
    expect((await publicQr()).status).toBe(404);
    // A second request of the same kind waits for this one to be decided.
    await expectAppError(admin.admin.paymentSettings.setWallet(otherAddress), 'APPROVAL_ALREADY_PENDING');
    const token = approver.credentials().admin?.token;
    const preview = await fetch(`${t.url}${request.context.after?.qrCodeUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await preview.arrayBuffer())).toEqual(pngBytes);
    // Not for users, nor without a session.
    expect((await fetch(`${t.url}${request.context.after?.qrCodeUrl}`)).status).toBe(401);

    await approver.admin.approvals.reject(request.id, { reason: 'Blurry' });
    expect(await qrFiles()).toEqual([]);
    expect((await admin.admin.paymentSettings.get()).qrCodeUrl).toBeNull();
  });
});
