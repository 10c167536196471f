// The few fields of autocannon's result these scripts read.
declare module 'autocannon' {
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
    timeouts: number;
  }
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export default function autocannon(opts: {
    url: string;
    connections: number;
    /** Seconds to run, or… */
    duration?: number;
    /** …a number of requests to send. */
    amount?: number;
    headers?: Record<string, string>;
    /** Each connection sends these in turn (bench/eventloop.ts). */
    requests?: {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Called for each request sent: returns the request to send (bench/writes.ts). */
      setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
      /** Called for each answer. */
      onResponse?: (status: number, body: string) => void;
    }[];
  }): Promise<Result>;
}
