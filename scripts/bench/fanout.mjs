// One price tick fanned out to many WebSocket clients: latency from the tick to each client.
import WebSocket from 'ws';
import { freshDatabase, register, startServer, tempDir } from './server.mjs';

async function openClients(url, token, count) {
  const wsUrl = `${url.replace('http', 'ws')}/api/realtime`;
  const sockets = [];
  const open = () =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(wsUrl);
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token })));
      socket.on('message', function ready(data) {
        const message = JSON.parse(data.toString());
        if (message.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', topics: ['assets'] }));
        if (message.type === 'subscribed') {
          socket.off('message', ready);
          resolve(socket);
        }
      });
    });
  for (let i = 0; i < count; i += 250) {
    const batch = await Promise.all(Array.from({ length: Math.min(250, count - i) }, open));
    sockets.push(...batch);
  }
  return sockets;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * `clients` sockets subscribe to `assets`; the server ticks every second (PRICE_TICK_MS=1000).
 * Latency = arrival at each client − the tick's own timestamp (taken before its transaction, so
 * it includes writing the tick, the outbox read, one read of the prices and the fan-out). All
 * clients run in this one process: their own processing is part of the figure.
 */
export async function benchFanout(clients, ticks, workers = 1) {
  const db = await freshDatabase('tradesim_bench_fanout');
  const server = await startServer({
    DATABASE_URL: db.url,
    DATA_DIR: tempDir(),
    PRICE_TICK_MS: '1000',
    WEB_CONCURRENCY: String(workers),
  });
  try {
    const { token } = await register(server.url, 0);
    const sockets = await openClients(server.url, token, clients);
    const latencies = [];
    const seen = new Map();
    let lastText = '';
    let lastAt = 0;
    await new Promise((resolve) => {
      for (const socket of sockets) {
        socket.on('message', (data) => {
          const arrived = Date.now();
          const text = data.toString();
          // Every client gets the same serialised message: parse it once per tick.
          if (text !== lastText) {
            lastText = text;
            const message = JSON.parse(text);
            lastAt = message.event === 'tick' ? Date.parse(message.at) : Number.NaN;
          }
          if (Number.isNaN(lastAt)) return;
          latencies.push(arrived - lastAt);
          const count = (seen.get(lastAt) ?? 0) + 1;
          seen.set(lastAt, count);
          if (seen.size > ticks && [...seen.values()].slice(1, ticks + 1).every((n) => n === clients))
            resolve();
        });
      }
    });
    // The first tick may have reached only some clients (they were still subscribing): drop it.
    const firstAt = [...seen.keys()][0];
    const measured = latencies
      .slice(seen.get(firstAt))
      .slice(0, clients * ticks)
      .sort((a, b) => a - b);
    console.log(
      `price tick to ${clients} WebSocket clients, ${workers} API process${workers > 1 ? 'es' : ''} (${ticks} ticks, ${measured.length} deliveries): first ${measured[0]} ms, p50 ${percentile(measured, 50)} ms, p99 ${percentile(measured, 99)} ms, max ${measured.at(-1)} ms (target p99 ≤ 250 ms at 10,000)`,
    );
    for (const socket of sockets) socket.terminate();
  } finally {
    await server.stop();
    await db.drop();
  }
}
