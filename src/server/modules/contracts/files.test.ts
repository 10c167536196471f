import { DELIVERY_FILE_MAX_BYTES } from '@shared/schemas/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { checkDeliveryFile } from './files';

/** The error a check throws, or fails the test. */
async function refusal(check: Promise<unknown>): Promise<AppError> {
  const err = await check.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('delivery file checks', () => {
  it('name the form field `files` in every refusal (decision 073)', async () => {
    const empty = await refusal(checkDeliveryFile('a.pdf', Buffer.alloc(0)));
    expect([empty.code, empty.detail?.field]).toEqual(['UPLOAD_EMPTY', 'files']);
    const big = await refusal(checkDeliveryFile('a.pdf', Buffer.alloc(DELIVERY_FILE_MAX_BYTES + 1)));
    expect([big.code, big.status, big.detail?.field]).toEqual(['UPLOAD_TOO_LARGE', 413, 'files']);
    const text = await refusal(checkDeliveryFile('a.txt', Buffer.from('hello')));
    expect([text.code, text.status, text.detail?.field]).toEqual(['UPLOAD_UNSUPPORTED_TYPE', 415, 'files']);
    // A PNG signature with nothing valid after it: refused by the image checks, still by `files`.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(32),
    ]);
    const broken = await refusal(checkDeliveryFile('b.png', png));
    expect(broken.status).toBeLessThan(500);
    expect(broken.detail?.field).toBe('files');
  });
});
