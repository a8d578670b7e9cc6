import { describe, expect, it } from 'vitest';
import { parseWrk } from './nginx';

// Debian's wrk 4.1.0 with --latency, as the bench runs it.
const REPORT = `Running 10s test @ http://127.0.0.1:41234/
  2 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     4.10ms    2.95ms  77.65ms   92.05%
    Req/Sec     6.27k   532.49     7.14k    90.00%
  Latency Distribution
     50%  850.00us
     75%    4.53ms
     90%    7.94ms
     99%    1.02s
  124733 requests in 10.04s, 1.07GB read
  Socket errors: connect 0, read 3, write 0, timeout 2
  Non-2xx or 3xx responses: 7
Requests/sec:  12423.79
Transfer/sec:    109.20MB
`;

describe('parseWrk', () => {
  it('reads throughput, latency in any unit, and failures', () => {
    expect(parseWrk(REPORT)).toEqual({
      requestsPerSecond: 12423.79,
      p50Ms: 0.85,
      p99Ms: 1020,
      failures: 12,
    });
  });

  it('gives NaN, not zero, when wrk printed no figures (a run that did not happen is no result)', () => {
    const parsed = parseWrk('unable to connect to 127.0.0.1:1 Connection refused\n');
    expect(parsed.requestsPerSecond).toBeNaN();
    expect(parsed.p99Ms).toBeNaN();
  });
});
