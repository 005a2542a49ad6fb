import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

/** What the fake answers: a status and a body (JSON unless `raw`), or a dropped connection. */
export type FakeReply = { status?: number; json?: unknown; raw?: string } | 'drop';

export type FakeHandler = (request: FakeRequest) => FakeReply;

export interface FakeMarketApi {
  url: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** Answers requests to `path` (e.g. `/cg/simple/price`); a reply list is used in turn, the last one repeating. */
  on(path: string, replies: FakeHandler | FakeReply | FakeReply[]): void;
  count(path: string): number;
  close(): Promise<void>;
}

function send(res: ServerResponse, reply: Exclude<FakeReply, 'drop'>): void {
  res.statusCode = reply.status ?? 200;
  res.setHeader('content-type', 'application/json');
  res.end(reply.raw ?? JSON.stringify(reply.json ?? {}));
}

/** A stand-in for the CoinGecko and Finnhub APIs on a free loopback port. */
export async function startFakeMarketApi(): Promise<FakeMarketApi> {
  const requests: FakeRequest[] = [];
  const handlers = new Map<string, FakeHandler>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const request = { path: url.pathname, query: Object.fromEntries(url.searchParams), headers: req.headers };
    requests.push(request);
    const handler = handlers.get(url.pathname);
    const reply: FakeReply = handler ? handler(request) : { status: 404, json: { error: 'no such path' } };
    if (reply === 'drop') req.socket.destroy();
    else send(res, reply);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(path, replies) {
      if (typeof replies === 'function') {
        handlers.set(path, replies);
        return;
      }
      const list = Array.isArray(replies) ? [...replies] : [replies];
      handlers.set(path, () => (list.length > 1 ? (list.shift() as FakeReply) : (list[0] as FakeReply)));
    },
    count: (path) => requests.filter((request) => request.path === path).length,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
