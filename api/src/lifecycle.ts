/**
 * Where this instance is in its life (docs/operations.md): once draining, readiness answers 503
 * so that a load balancer sends new requests elsewhere while those in flight finish.
 */
export interface Lifecycle {
  draining: boolean;
}

export function createLifecycle(): Lifecycle {
  return { draining: false };
}
