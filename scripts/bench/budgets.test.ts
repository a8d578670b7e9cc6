import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serveNodeFlags } from './bench-server';
import { formatTable, judge, median, percentile } from './budgets';

describe('bench budgets', () => {
  it('takes the median of three runs, not the mean or the best', () => {
    expect(median([1400, 900, 1000])).toBe(1000);
    expect(median([2, 4])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('takes nearest-rank percentiles, so one slow sample in twenty is the p95', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => (index === 19 ? 5000 : 100 + index));
    expect(percentile(twenty, 50)).toBe(109);
    expect(percentile(twenty, 95)).toBe(118);
    expect(percentile(twenty, 100)).toBe(5000);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });

  it('passes a figure on its budget and fails one past it, in each direction', () => {
    expect(judge({ name: 'score', value: 100, unit: '', kind: 'min', budget: 100 }).pass).toBe(
      true,
    );
    expect(judge({ name: 'score', value: 99, unit: '', kind: 'min', budget: 100 }).pass).toBe(
      false,
    );
    expect(judge({ name: 'lcp', value: 1200, unit: 'ms', kind: 'max', budget: 1200 }).pass).toBe(
      true,
    );
    expect(judge({ name: 'lcp', value: 1201, unit: 'ms', kind: 'max', budget: 1200 }).pass).toBe(
      false,
    );
    expect(
      judge({ name: 'lost', value: Number.NaN, unit: 'ms', kind: 'max', budget: 1 }).pass,
    ).toBe(false);
  });

  it('prints one line per figure with its value, budget and result', () => {
    const table = formatTable([
      judge({
        name: 'GET / throughput',
        value: 12345.6,
        unit: 'req/s',
        kind: 'min',
        budget: 10000,
      }),
      judge({ name: 'GET / p99', value: 25, unit: 'ms', kind: 'max', budget: 20 }),
      judge({ name: 'peak RSS (postgres)', value: 180.25, unit: 'MB' }),
      judge({ name: 'GET / rate / bare', value: 0.8449, unit: '×', kind: 'min', budget: 0.85 }),
    ]);
    const lines = table.split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[2]).toMatch(/^GET \/ throughput\s+12,346 req\/s\s+≥ 10,000 req\/s\s+pass$/);
    expect(lines[3]).toMatch(/^GET \/ p99\s+25 ms\s+≤ 20 ms\s+FAIL$/);
    expect(lines[4]).toMatch(/^peak RSS \(postgres\)\s+180.3 MB\s+\(reported\)$/);
    // A ratio keeps two decimals: 0.84 misses 0.85, where one decimal would print 0.8 and 0.9.
    expect(lines[5]).toMatch(/^GET \/ rate \/ bare\s+0.84×\s+≥ 0.85×\s+FAIL$/);
  });
});

describe('the bench server', () => {
  it('runs with the Node flags `npm start` and `npm run serve` give the server', () => {
    const manifest = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.start).toMatch(/&& npm run --silent serve$/);
    expect(serveNodeFlags()).toContain('--max-old-space-size=256');
  });

  it('is started with the same Node flags by the systemd unit and the Docker image', () => {
    const flags = serveNodeFlags();
    const unit = fs.readFileSync('deploy/shikhon@.service', 'utf8');
    expect(unit).toContain(`ExecStart=/usr/bin/node ${flags.join(' ')} dist/server/main.js`);
    const image = fs.readFileSync('deploy/Dockerfile', 'utf8');
    expect(image).toContain(
      `CMD ${JSON.stringify(['node', ...flags, 'dist/server/main.js']).replaceAll(',', ', ')}`,
    );
  });
});
