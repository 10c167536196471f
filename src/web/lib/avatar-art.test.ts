import { describe, expect, it } from 'vitest';
import { avatarDataUri } from './avatar-art';

function svgOf(uri: string): string {
  expect(uri.startsWith('data:image/svg+xml;utf8,')).toBe(true);
  return decodeURIComponent(uri.slice('data:image/svg+xml;utf8,'.length));
}

describe('default avatars', () => {
  it('draws the same illustration for the same user id, offline', () => {
    const a = svgOf(avatarDataUri('user-1'));
    expect(a).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(a).toContain('<path');
    expect(svgOf(avatarDataUri('user-1'))).toBe(a);
  });

  it('draws different illustrations for different user ids', () => {
    const seen = new Set(['u-a', 'u-b', 'u-c', 'u-d'].map((id) => avatarDataUri(id)));
    expect(seen.size).toBe(4);
  });
});
