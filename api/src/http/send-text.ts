import type { Response } from 'express';

/** Streams text chunks (a CSV export) as they are produced. */
export async function sendTextChunks(
  res: Response,
  chunks: AsyncIterable<string>,
  headers: { contentType: string; disposition: string },
): Promise<void> {
  const iterator = chunks[Symbol.asyncIterator]();
  // The first chunk comes before any header: an error there still gets a proper error response.
  let next = await iterator.next();
  res.status(200);
  res.setHeader('Content-Type', headers.contentType);
  res.setHeader('Content-Disposition', headers.disposition);
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  try {
    while (!next.done && !res.destroyed) {
      await writeChunk(res, next.value);
      next = await iterator.next();
    }
  } finally {
    // A client that left early: stop the reads behind the remaining chunks.
    if (!next.done) await iterator.return?.();
  }
  res.end();
}

/** Honours back-pressure, and gives up waiting when the client goes away. */
async function writeChunk(res: Response, chunk: string): Promise<void> {
  if (res.write(chunk)) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.once('drain', done);
    res.once('close', done);
  });
}
