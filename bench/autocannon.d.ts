// The few fields of autocannon's result these scripts read.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
    timeouts: number;
  }
  export default function autocannon(opts: {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
  }): Promise<Result>;
}
