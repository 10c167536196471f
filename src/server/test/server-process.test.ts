import { expect, it } from 'vitest';
import { freePort } from './server-process';

it('never hands out the same port twice in one process, though the system offers closed ports again', async () => {
  const ports: number[] = [];
  for (let i = 0; i < 1000; i++) ports.push(await freePort());
  expect(new Set(ports).size).toBe(ports.length);
});
