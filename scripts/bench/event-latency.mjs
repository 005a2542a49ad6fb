// From a purchase's commit to its owner's subscribed WebSocket client, at a fixed rate of
// purchases per second through one API process.
import WebSocket from 'ws';
import { describeLoad, withPurchaseServer } from './purchase.mjs';

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
}

/** A socket per buyer, subscribed to `me`; resolves once every one is subscribed. */
async function subscribeBuyers(url, users, onInvestment) {
  const wsUrl = `${url.replace('http', 'ws')}/api/realtime`;
  return Promise.all(
    users.map(
      (user) =>
        new Promise((resolve, reject) => {
          const socket = new WebSocket(wsUrl);
          socket.on('open', () => {
            socket.send(JSON.stringify({ type: 'auth', token: user.token }));
            socket.send(JSON.stringify({ type: 'subscribe', topics: ['me'] }));
          });
          socket.on('message', (raw) => {
            const message = JSON.parse(raw.toString());
            if (message.type === 'subscribed') resolve(socket);
            else if (message.type === 'error') reject(new Error(message.message));
            else if (message.type === 'event' && message.event === 'investment')
              onInvestment(message.data.id);
          });
          socket.on('error', reject);
        }),
    ),
  );
}

/**
 * Commit time cannot be seen from outside; the answer leaves the API as soon as the purchase's
 * statement has committed, so the figure is the time from the answer's arrival to the event's
 * (0 when the event came first), which is the delay the outbox adds on top of the request.
 */
export async function benchEventLatency(seconds, rate) {
  await withPurchaseServer('tradesim_bench_latency', 1, async (load, { url, users }) => {
    const answeredAt = new Map();
    const heardAt = new Map();
    const sockets = await subscribeBuyers(url, users, (id) => heardAt.set(id, performance.now()));
    try {
      const result = await load({
        duration: seconds,
        overallRate: rate,
        onResponse: (status, body) => {
          if (status !== 201) return;
          const id = JSON.parse(body).id;
          if (id) answeredAt.set(id, performance.now());
        },
      });
      // The last events of the run may still be on their way.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const delays = [...answeredAt]
        .map(([id, at]) => (heardAt.has(id) ? Math.max(0, heardAt.get(id) - at) : Number.POSITIVE_INFINITY))
        .sort((a, b) => a - b);
      const missing = delays.filter((delay) => delay === Number.POSITIVE_INFINITY).length;
      const ms = (value) => value.toFixed(1);
      console.log(
        `purchase to its owner's WebSocket client at ${rate} purchases/s asked (${describeLoad(result)}): ${delays.length.toLocaleString('en-US')} events, answer-to-event p50 ${ms(percentile(delays, 50))} ms, p99 ${ms(percentile(delays, 99))} ms, ${missing} never heard (target p99 ≤ 100 ms)`,
      );
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
}
