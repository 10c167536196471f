/**
 * Whether this process is stopping (decision 094). Set once, at the first SIGTERM or SIGINT; the
 * readiness check answers 503 from then on, so a load balancer sends no more requests here.
 */
export interface Lifecycle {
  readonly draining: boolean;
  drain(): void;
}

export function createLifecycle(): Lifecycle {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
