import { it } from 'vitest';
import { localDriver, testSessionId } from './lab-availability';

it('repro', async () => {
  const driver = localDriver();
  const hosts = [
    { name: 'control', image: 'ansible' },
    { name: 'node1', image: 'ansible' },
  ];
  const a = testSessionId('ra');
  const b = testSessionId('rb');
  const ha = await driver.create({ sessionId: a, userId: 'u', labId: 'p', ttlSeconds: 300, hosts });
  const hb = await driver.create({ sessionId: b, userId: 'u', labId: 'p', ttlSeconds: 300, hosts });
  console.log(
    'A before',
    (await driver.exec(ha, 'control', 'echo up', { timeoutMs: 10000 })).stdout,
  );
  const ev = driver.podman(
    [
      'events',
      '--since',
      '1s',
      '--until',
      '15s',
      '--format',
      '{{.Time}} {{.Type}} {{.Status}} {{.Name}}',
    ],
    { timeoutMs: 30000 },
  );
  const t0 = Date.now();
  await driver.destroy(b);
  console.log('destroy B took', Date.now() - t0);
  const after = await driver.exec(ha, 'control', 'echo up', { timeoutMs: 10000 });
  console.log('A after', after.exitCode, after.stdout, after.stderr);
  console.log(
    (await ev).stdout
      .split('\n')
      .filter((l) => !/exec/.test(l))
      .join('\n'),
  );
  await driver.destroy(a);
  void hb;
}, 120000);
