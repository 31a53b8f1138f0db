// autocannon ships no type declarations; this covers only the programmatic API the benchmarks use.
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string;
      method?: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      p50: number;
      p90: number;
      p99: number;
      total: number;
    }

    interface Result {
      /** Responses per second, one sample per second. */
      requests: Histogram & { sent: number };
      /** Milliseconds, 2xx responses only. */
      latency: Histogram;
      duration: number;
      errors: number;
      timeouts: number;
      resets: number;
      non2xx: number;
      statusCodeStats: Record<string, { count: number }>;
    }

    /** The running load; `stop()` ends it at the next one-second tick. */
    interface Instance extends PromiseLike<Result> {
      stop(): void;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;

  export = autocannon;
}
