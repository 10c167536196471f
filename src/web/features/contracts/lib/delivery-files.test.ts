import { DELIVERY_FILE_MAX_BYTES } from '@shared/schemas/contract';
import { describe, expect, it } from 'vitest';
import { checkDeliveryFiles } from './delivery-files';

function file(name: string, type: string, size = 10): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

describe('checkDeliveryFiles', () => {
  it('keeps images, PDFs and ZIPs up to 25 MB', () => {
    const added = [
      file('a.png', 'image/png'),
      file('b.pdf', 'application/pdf'),
      file('c.zip', 'application/zip', DELIVERY_FILE_MAX_BYTES),
    ];
    const out = checkDeliveryFiles([], added);
    expect(out.error).toBeNull();
    expect(out.files.map((f) => f.name)).toEqual(['a.png', 'b.pdf', 'c.zip']);
  });

  it('refuses other types and says why', () => {
    const out = checkDeliveryFiles(
      [],
      [file('run.exe', 'application/x-msdownload'), file('a.png', 'image/png')],
    );
    expect(out.files.map((f) => f.name)).toEqual(['a.png']);
    expect(out.error).toBe('contracts:deliver.fileType');
  });

  it('refuses a file over 25 MB', () => {
    const out = checkDeliveryFiles([], [file('big.zip', 'application/zip', DELIVERY_FILE_MAX_BYTES + 1)]);
    expect(out.files).toEqual([]);
    expect(out.error).toBe('contracts:deliver.fileSize');
  });

  it('keeps at most ten files', () => {
    const nine = Array.from({ length: 9 }, (_, i) => file(`${i}.png`, 'image/png'));
    const out = checkDeliveryFiles(nine, [file('10.png', 'image/png'), file('11.png', 'image/png')]);
    expect(out.files).toHaveLength(10);
    expect(out.error).toBe('contracts:deliver.fileCount');
  });
});
