import { randomUUID } from 'node:crypto';
import type { Rng } from '@tradesim/core';
import type { Cluster } from './cluster.js';

export type OpKind =
  | 'purchase'
  | 'sell'
  | 'complete'
  | 'deposit'
  | 'review-deposit'
  | 'withdrawal'
  | 'cancel'
  | 'review-withdrawal'
  | 'adjustment';

/** One money operation of the drill, with everything its attempts saw. */
export interface Op {
  kind: OpKind;
  key: string;
  /** Whose key it is: the user, or the admin for adjustments and reviews. */
  ownerId: string;
  /** The user whose money it moves. */
  userId: string;
  /** The investment or transaction it acts on (sell, complete, cancel, reviews). */
  targetId: string | null;
  decision: 'approve' | 'reject' | null;
  attempts: number;
  /** Attempts whose answer never arrived (connection reset, refused, timed out). */
  lostAnswers: number;
  statuses: number[];
  /** The last refusal or failure seen (for the report of an operation left without an answer). */
  lastError: string | null;
  outcome: 'ok' | 'refused' | 'unknown';
  replayed: boolean;
  body: { id?: string; transaction?: { id: string }; error?: { code: string } } | null;
}

export interface DrillUser {
  id: string;
  token: string;
}

/** What the clients know: acknowledged results that later operations act on. */
export interface DrillState {
  users: DrillUser[];
  admin: DrillUser;
  active: { id: string; userId: string }[];
  matured: { id: string; userId: string }[];
  pendingDeposits: string[];
  pendingWithdrawals: { id: string; userId: string }[];
}

interface Request {
  path: string;
  token: string;
  body: () => { json: string } | { form: FormData };
}

const walletAddressOf = (address: string) => ({ walletAddress: address });
const money = (rng: Rng, min: number, max: number) =>
  (min + Math.floor(rng() * (max - min) * 100) / 100).toFixed(2);
// The smallest bytes the server's sniffer takes for a PNG.
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function take<T>(rng: Rng, list: T[]): T | undefined {
  if (list.length === 0) return undefined;
  const index = Math.floor(rng() * list.length);
  const [item] = list.splice(index, 1);
  return item;
}

export interface OperationContext {
  rng: Rng;
  state: DrillState;
  cluster: Cluster;
  catalogue: { assets: string[]; durations: string[] };
  walletAddress: string;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
}

/** Picks an operation that has something to act on (a sale needs an open investment...). */
export function nextOperation(ctx: OperationContext): { op: Op; request: Request } {
  const { rng, state } = ctx;
  const roll = rng();
  const user = state.users[Math.floor(rng() * state.users.length)] as DrillUser;
  const op = (kind: OpKind, owner: DrillUser, userId: string, targetId: string | null = null): Op => ({
    kind,
    key: randomUUID(),
    ownerId: owner.id,
    userId,
    targetId,
    decision: null,
    attempts: 0,
    lostAnswers: 0,
    statuses: [],
    lastError: null,
    outcome: 'unknown',
    replayed: false,
    body: null,
  });
  const json = (value: unknown) => () => ({ json: JSON.stringify(value) });
  const tokenOf = (userId: string) => state.users.find((u) => u.id === userId)?.token ?? '';

  if (roll < 0.1 && state.active.length > 0) {
    const target = take(rng, state.active) as { id: string; userId: string };
    return {
      op: op('sell', { id: target.userId, token: '' }, target.userId, target.id),
      request: { path: `/api/investments/${target.id}/sell`, token: tokenOf(target.userId), body: json({}) },
    };
  }
  if (roll < 0.18 && state.matured.length > 0) {
    const target = take(rng, state.matured) as { id: string; userId: string };
    return {
      op: op('complete', { id: target.userId, token: '' }, target.userId, target.id),
      request: {
        path: `/api/investments/${target.id}/complete`,
        token: tokenOf(target.userId),
        body: json({}),
      },
    };
  }
  if (roll < 0.28) {
    const amount = money(rng, 10, 200);
    return {
      op: op('deposit', user, user.id),
      request: {
        path: '/api/deposits',
        token: user.token,
        body: () => {
          const form = new FormData();
          form.append('amount', amount);
          form.append('proof', new Blob([png], { type: 'image/png' }), 'proof.png');
          return { form };
        },
      },
    };
  }
  if (roll < 0.36 && state.pendingDeposits.length > 0) {
    const id = take(rng, state.pendingDeposits) as string;
    const decision = rng() < 0.7 ? 'approve' : 'reject';
    const drillOp = { ...op('review-deposit', state.admin, '', id), decision } as Op;
    return { op: drillOp, request: reviewRequest(state, id, decision) };
  }
  if (roll < 0.46) {
    return {
      op: op('withdrawal', user, user.id),
      request: {
        path: '/api/withdrawals',
        token: user.token,
        body: json({ amount: money(rng, 10, 60), ...walletAddressOf(ctx.walletAddress) }),
      },
    };
  }
  if (roll < 0.51 && state.pendingWithdrawals.length > 0) {
    const target = take(rng, state.pendingWithdrawals) as { id: string; userId: string };
    return {
      op: op('cancel', { id: target.userId, token: '' }, target.userId, target.id),
      request: {
        path: `/api/withdrawals/${target.id}/cancel`,
        token: tokenOf(target.userId),
        body: json({}),
      },
    };
  }
  if (roll < 0.58 && state.pendingWithdrawals.length > 0) {
    const target = take(rng, state.pendingWithdrawals) as { id: string; userId: string };
    const decision = rng() < 0.7 ? 'approve' : 'reject';
    const drillOp = { ...op('review-withdrawal', state.admin, target.userId, target.id), decision } as Op;
    return { op: drillOp, request: reviewRequest(state, target.id, decision) };
  }
  if (roll < 0.68) {
    const sign = rng() < 0.3 ? '-' : '';
    return {
      op: op('adjustment', state.admin, user.id),
      request: {
        path: `/api/admin/users/${user.id}/balance-adjustments`,
        token: state.admin.token,
        body: json({ amount: `${sign}${money(rng, 1, 20)}`, reason: 'Crash drill' }),
      },
    };
  }
  const assetId = ctx.catalogue.assets[Math.floor(rng() * ctx.catalogue.assets.length)];
  const durationId = ctx.catalogue.durations[Math.floor(rng() * ctx.catalogue.durations.length)];
  return {
    op: op('purchase', user, user.id),
    request: {
      path: '/api/investments',
      token: user.token,
      body: json({ assetId, durationId, amount: money(rng, 1, 50) }),
    },
  };
}

function reviewRequest(state: DrillState, id: string, decision: 'approve' | 'reject'): Request {
  const body = decision === 'approve' ? { notes: 'Crash drill' } : { reason: 'Crash drill' };
  return {
    path: `/api/admin/transactions/${id}/${decision}`,
    token: state.admin.token,
    body: () => ({ json: JSON.stringify(body) }),
  };
}

/**
 * Sends the operation until it has a definite answer, always with its own key and the same
 * body, to whichever instance is up: after a lost answer, a 503 or 409 IDEMPOTENCY_KEY_IN_USE it
 * tries again (as the SDK does), so the server must say what became of the first attempt.
 */
export async function runOperation(ctx: OperationContext, op: Op, request: Request, giveUpAt: number) {
  let lastUrl: string | undefined;
  let backoff = 50;
  while (ctx.now() < giveUpAt) {
    const url = ctx.cluster.pickUrl(ctx.rng, lastUrl);
    if (!url) {
      await ctx.sleep(100);
      continue;
    }
    lastUrl = url;
    op.attempts += 1;
    const answer = await send(url, request, op.key);
    if (answer === 'lost') {
      op.lostAnswers += 1;
      op.lastError = 'lost';
    } else {
      op.statuses.push(answer.status);
      const code = answer.body?.error?.code;
      op.lastError = code ? `${answer.status} ${code}` : null;
      const retry = answer.status >= 500 || code === 'IDEMPOTENCY_KEY_IN_USE';
      if (!retry) {
        op.outcome = answer.status < 300 ? 'ok' : 'refused';
        op.replayed = answer.replayed;
        op.body = answer.body;
        record(ctx.state, op);
        return;
      }
    }
    await ctx.sleep(backoff);
    backoff = Math.min(backoff * 2, 1000);
  }
}

async function send(url: string, request: Request, key: string) {
  const body = request.body();
  const headers: Record<string, string> = {
    authorization: `Bearer ${request.token}`,
    'idempotency-key': key,
  };
  if ('json' in body) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${url}${request.path}`, {
      method: 'POST',
      headers,
      body: 'json' in body ? body.json : body.form,
      // A paused instance never answers: give up on the attempt and retry elsewhere.
      signal: AbortSignal.timeout(5_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed') === 'true',
      body: (text ? JSON.parse(text) : null) as Op['body'],
    };
  } catch {
    return 'lost' as const;
  }
}

/** What an acknowledged operation makes available to later ones. */
function record(state: DrillState, op: Op): void {
  if (op.outcome !== 'ok' || !op.body) return;
  if (op.kind === 'purchase' && op.body.id) state.active.push({ id: op.body.id, userId: op.userId });
  if (op.kind === 'deposit' && op.body.id) state.pendingDeposits.push(op.body.id);
  if (op.kind === 'withdrawal' && op.body.id)
    state.pendingWithdrawals.push({ id: op.body.id, userId: op.userId });
}
