import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarArt, serviceArt } from './art';

describe("the demo seed's pictures", () => {
  it('hold no words: a card that crops them cuts nothing off, and no language is baked in', () => {
    const pictures = [
      serviceArt('Modern ve minimalist logo tasarımı yapabilirim, üç taslak ile', '#2563eb', 0),
      serviceArt('I will build a responsive landing page for your product', '#7c3aed', 1),
      avatarArt('Elif Şahin'),
    ];
    for (const svg of pictures) {
      expect(svg).toMatch(/^<svg /);
      expect(svg).not.toMatch(/<text|<tspan/);
    }
  });

  it('differ by service and variant, and stay the same for the same input', () => {
    const a = serviceArt('Logo design', '#2563eb', 0);
    expect(serviceArt('Logo design', '#2563eb', 0)).toBe(a);
    expect(serviceArt('Logo design', '#2563eb', 1)).not.toBe(a);
    expect(avatarArt('Can Işık')).toBe(avatarArt('Can Işık'));
    expect(avatarArt('Can Işık')).not.toBe(avatarArt('Ayşe Yıldız'));
  });

  it('render to PNG at their sizes', async () => {
    const service = await sharp(Buffer.from(serviceArt('Logo design', '#2563eb', 0)))
      .png()
      .metadata();
    expect([service.width, service.height]).toEqual([800, 450]);
    const avatar = await sharp(Buffer.from(avatarArt('Elif Şahin')))
      .png()
      .metadata();
    expect([avatar.width, avatar.height]).toEqual([256, 256]);
  });
});
