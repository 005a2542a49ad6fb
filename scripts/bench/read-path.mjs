// The read path: GET /api/assets with a signed-in user beside an Express hello-world on the
// same machine, each measured by autocannon with 8 connections, in alternating pairs.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { register, root, startServer } from './server.mjs';

/** The reference: the framework alone, answering a small JSON body, in its own process like the API. */
async function startHelloWorld() {
  const express = createRequire(join(root, 'api', 'package.json')).resolve('express');
  const port = 3990 + Math.floor(Math.random() * 9);
  const source = `const express = require(${JSON.stringify(express)});
    const app = express();
    app.get('/', (_req, res) => res.json({ hello: 'world' }));
    app.listen(${port}, '127.0.0.1', () => process.send('up'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('hello-world did not start')));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function rate(url, seconds, headers = {}) {
  const result = await autocannon({ url, connections: 8, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

/** `pairs` alternating runs of the hello-world and of GET /api/assets against one database. */
export async function benchReadPath(label, env, seconds, pairs = 2) {
  const server = await startServer(env);
  const hello = await startHelloWorld();
  try {
    const { token } = await register(server.url, 0);
    const headers = { authorization: `Bearer ${token}` };
    const assetsUrl = `${server.url}/api/assets`;
    await rate(assetsUrl, 2, headers); // warm-up: JIT, caches, prepared statements
    await rate(hello.url, 2);
    const ratios = [];
    for (let pair = 0; pair < pairs; pair++) {
      const reference = await rate(hello.url, seconds);
      const assets = await rate(assetsUrl, seconds, headers);
      ratios.push(assets.rps / reference.rps);
      console.log(
        `GET /api/assets on ${label}: ${Math.round(assets.rps)} req/s (p99 ${assets.p99} ms, ${assets.errors} errors) beside an Express hello-world ${Math.round(reference.rps)} req/s = ${(assets.rps / reference.rps).toFixed(2)}×`,
      );
    }
    return ratios;
  } finally {
    await hello.stop();
    await server.stop();
  }
}
