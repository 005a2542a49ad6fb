import { once } from 'node:events';
import net, { type AddressInfo, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can cut a connection at an exact message: the first
 * chunk the API sends that contains `marker` is either dropped with the connection ('before':
 * the server never sees it) or delivered and then the connection cut ('after': the server acts on
 * it, the API never hears back, as when a COMMIT's acknowledgement is lost).
 */
export interface PgProxy {
  /** A postgres:// URL like `upstreamUrl`, through the proxy. */
  url: string;
  /**
   * Cuts the next connection that sends `marker`, just before or just after the server gets it;
   * resolves once the server is done with that connection.
   */
  cutAt(marker: string, when: 'before' | 'after'): Promise<void>;
  close(): Promise<void>;
}

export async function startPgProxy(upstreamUrl: string): Promise<PgProxy> {
  const upstream = new URL(upstreamUrl);
  let armed: { marker: Buffer; when: 'before' | 'after'; cut: () => void } | null = null;
  const sockets = new Set<Socket>();
  const server = net.createServer((client) => {
    const server = net.connect(Number(upstream.port || 5432), upstream.hostname);
    for (const socket of [client, server]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    server.on('data', (chunk) => client.write(chunk));
    server.on('close', () => client.destroy());
    client.on('close', () => server.end());
    client.on('data', (chunk) => {
      const trap = armed;
      if (!trap || !chunk.includes(trap.marker)) {
        server.write(chunk);
        return;
      }
      armed = null;
      // 'after': the server gets the message and a clean end of stream behind it, so it acts on
      // it (PostgreSQL finishes what it has read before it notices the client left); the cut is
      // done once the server has closed its end, having acted. The API hears of the cut at once,
      // and may answer before the server has finished: waiting for `cut` waits for the server.
      if (trap.when === 'after') {
        server.once('close', trap.cut);
        server.end(chunk);
      } else {
        server.destroy();
        trap.cut();
      }
      client.destroy();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const proxied = new URL(upstreamUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);
  return {
    url: proxied.toString(),
    cutAt: (marker, when) =>
      new Promise<void>((resolve) => {
        armed = { marker: Buffer.from(marker), when, cut: resolve };
      }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
