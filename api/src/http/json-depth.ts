import { AppError } from '@tradesim/core';
import type { RequestHandler } from 'express';

/**
 * The deepest JSON body the API reads. Every body it takes today is one flat object (one level);
 * 32 leaves room for any shape a route may take later while keeping every recursive walk of a
 * body (hashing it for an Idempotency-Key, validating it) far from the stack's limit, which a
 * 5,000-deep body reached.
 */
export const maxJsonDepth = 32;

/** True when `value` nests objects and arrays more than `limit` deep; walked without recursion. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(node)) {
      if (typeof child === 'object' && child !== null) pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Mounted right after the JSON parser, before any route: a body nested past maxJsonDepth is a
 * 400 before anything else touches it. The parser itself is not recursive, so reading the body
 * was never the danger; what comes after is.
 */
export const refuseDeepJson: RequestHandler = (req, _res, next) => {
  if (nestsDeeperThan(req.body, maxJsonDepth)) {
    next(
      new AppError('JSON_TOO_DEEP', `The request body is nested too deeply (at most ${maxJsonDepth} levels)`),
    );
    return;
  }
  next();
};
