import { randomUUID } from 'node:crypto';
import { migrateToLatest } from '@tradesim/migrations';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connect.js';
import { type OutboxEvent, outboxCursorNow, pruneOutbox, readOutbox } from '../src/realtime/outbox-repo.js';
import { tailOutbox } from '../src/realtime/outbox-tail.js';
import { publish, type RealtimeMessage } from '../src/realtime/publish.js';
import { isEvent } from './support/event-log.js';
import { createTestDatabase } from './support/test-database.js';

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  await migrateToLatest(db.knex);
});
afterAll(async () => {
  await db.close();
});

const at = '2026-11-25T12:00:00.000Z';
/** Each name is its own job, with one id however often the test builds its event. */
const jobIds = new Map<string, string>();
function message(name: string): RealtimeMessage {
  const id = jobIds.get(name) ?? randomUUID();
  jobIds.set(name, id);
  return {
    topic: 'admin.jobs',
    event: 'progress',
    data: { id, name, status: 'running', progress: { done: 0, total: 1 }, error: null },
    at,
  };
}
const names = (messages: readonly OutboxEvent[]) =>
  messages.map((m) =>
    isEvent(m, 'admin.jobs', 'progress') ? m.data.name : `not a job's progress: ${m.topic}/${m.event}`,
  );

describe('the outbox', () => {
  it('gives a transaction’s events in the order written, only once it has committed', async () => {
    const cursor = await outboxCursorNow(db);
    await db.knex.transaction(async (trx) => {
      await publish(trx, [message('a1'), message('a2')]);
      await publish(trx, [message('a3')]);
    });
    const read = await readOutbox(db, cursor, 100);
    expect(names(read.messages)).toEqual(['a1', 'a2', 'a3']);
    expect(read.messages[0]).toEqual(message('a1'));
    expect(names((await readOutbox(db, read.cursor, 100)).messages)).toEqual([]);
  });

  it('never gives the events of a transaction that rolled back', async () => {
    const cursor = await outboxCursorNow(db);
    await db.knex
      .transaction(async (trx) => {
        await publish(trx, [message('rolled back')]);
        throw new Error('abandon');
      })
      .catch(() => undefined);
    await publish(db.knex, [message('after')]);
    expect(names((await readOutbox(db, cursor, 100)).messages)).toEqual(['after']);
  });

  it('reads on from where a full read stopped, skipping and repeating nothing', async () => {
    let cursor = await outboxCursorNow(db);
    await publish(
      db.knex,
      Array.from({ length: 7 }, (_, i) => message(`n${i}`)),
    );
    const heard: string[] = [];
    for (;;) {
      const read = await readOutbox(db, cursor, 3);
      heard.push(...names(read.messages));
      cursor = read.cursor;
      if (!read.full) break;
    }
    expect(heard).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6']);
  });

  // Two transactions open at once need two connections: PostgreSQL only.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'holds back a later transaction’s events until an earlier one, still running, has finished',
    async () => {
      const cursor = await outboxCursorNow(db);
      const slow = await db.knex.transaction();
      await publish(slow, [message('slow')]); // takes its transaction id now
      await publish(db.knex, [message('fast')]); // a later id, committed first
      const whileSlowRuns = await readOutbox(db, cursor, 100);
      expect(names(whileSlowRuns.messages)).toEqual([]);
      await slow.commit();
      const after = await readOutbox(db, whileSlowRuns.cursor, 100);
      expect(names(after.messages)).toEqual(['slow', 'fast']);
    },
  );

  it('is tailed: a committed event reaches the tail without waiting for its tick', async () => {
    const heard: OutboxEvent[] = [];
    let arrived: () => void = () => undefined;
    const tail = await tailOutbox(
      db,
      (messages) => {
        heard.push(...messages);
        arrived();
      },
      pino({ level: 'silent' }),
      { pollMs: 3_600_000 },
    );
    try {
      const delivered = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      await db.knex.transaction((trx) => publish(trx, [message('tailed')]));
      await delivered;
      expect(names(heard)).toEqual(['tailed']);
    } finally {
      await tail.close();
    }
  });

  it('is pruned of the events written more than ten minutes ago, by the database’s clock', async () => {
    await db.knex('outbox').delete();
    await publish(db.knex, [message('old'), message('recent')]);
    await db
      .knex('outbox')
      .whereRaw("data->>'name' = 'old'")
      .update({
        created_at: db.knex.raw("now() - interval '11 minutes'"),
      });
    expect(await pruneOutbox(db.knex)).toBe(1);
    const left = await db.knex('outbox').select<{ data: { name: string } }[]>('data');
    expect(left.map((row) => row.data.name)).toEqual(['recent']);
  });

  it('starts a tail even while the database is away, and delivers once it is back', async () => {
    // The tail's first query fails as if its connection were cut; the next one is watched.
    let away = true;
    let reachedAgain: () => void = () => undefined;
    const back = new Promise<void>((resolve) => {
      reachedAgain = resolve;
    });
    const knex = new Proxy(db.knex, {
      get(target, property, receiver) {
        if (property !== 'raw') return Reflect.get(target, property, receiver);
        if (away) {
          away = false;
          // A query (it may be given driver options first) that fails as a cut connection does.
          const cut = Promise.reject(new Error('Connection terminated unexpectedly'));
          return () => Object.assign(cut, { options: () => cut });
        }
        // The query itself, untouched (options may still be added before it runs), watched.
        return (...args: Parameters<typeof target.raw>) =>
          target.raw(...args).on('query-response', () => reachedAgain());
      },
    });
    const heard: OutboxEvent[] = [];
    let arrived: () => void = () => undefined;
    const tail = await tailOutbox(
      { ...db, knex },
      (messages) => {
        heard.push(...messages);
        if (names(heard).includes('after')) arrived();
      },
      pino({ level: 'silent' }),
      { pollMs: 3_600_000 },
    );
    try {
      expect(away).toBe(false);
      const delivered = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      // The first commit's wake finds the database again, and the tail starts from there.
      await publish(db.knex, [message('while starting')]);
      await back;
      await publish(db.knex, [message('after')]);
      await delivered;
      expect(names(heard)).toContain('after');
    } finally {
      await tail.close();
    }
  });
});
