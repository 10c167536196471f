import { personas } from '@dicebear/collection';
import { createAvatar } from '@dicebear/core';

/*
 * The demo seed's pictures, drawn offline. They carry no words: text baked into an image is cut
 * off when a card crops it on a phone, and it would stay in one language whatever the reader's.
 */

const AVATAR_BACKGROUNDS = ['c0aede', 'd1d4f9', 'b6e3f4', 'ffd5dc', 'ffdfbf', 'c7ead4'];

/** A demo person's photo: the same DiceBear illustration style the app draws for people without one. */
export function avatarArt(name: string): string {
  return createAvatar(personas, {
    seed: name,
    size: 256,
    backgroundColor: AVATAR_BACKGROUNDS,
    backgroundType: ['solid'],
  }).toString();
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/**
 * A service's gallery picture (800 × 450): a gradient in the colour given, with shapes placed from
 * the header, so each service and variant looks different and none holds text.
 */
export function serviceArt(header: string, colour: string, variant: number): string {
  const h = hash(`${header}|${variant}`);
  const pick = (shift: number, min: number, span: number) => min + ((h >>> shift) % span);
  const shapes = [
    `<circle cx="${pick(0, 480, 220)}" cy="${pick(4, 90, 120)}" r="${pick(8, 80, 70)}" fill="#ffffff" fill-opacity="0.14"/>`,
    `<circle cx="${pick(12, 80, 200)}" cy="${pick(16, 300, 100)}" r="${pick(20, 40, 50)}" fill="#ffffff" fill-opacity="0.10"/>`,
    `<rect x="${pick(3, 90, 160)}" y="${pick(7, 110, 60)}" width="${pick(11, 260, 120)}" height="${pick(15, 150, 60)}" rx="18" fill="#ffffff" fill-opacity="0.18"/>`,
    `<rect x="${pick(5, 120, 160)}" y="${pick(9, 160, 60)}" width="${pick(13, 160, 80)}" height="14" rx="7" fill="#ffffff" fill-opacity="0.45"/>`,
    `<rect x="${pick(6, 120, 160)}" y="${pick(10, 200, 50)}" width="${pick(14, 110, 80)}" height="14" rx="7" fill="#ffffff" fill-opacity="0.3"/>`,
    `<polyline points="${[0, 1, 2, 3, 4].map((i) => `${440 + i * 70},${360 - ((h >>> (i * 3)) % 120)}`).join(' ')}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111827"/></linearGradient></defs><rect width="800" height="450" fill="url(#g)"/>${shapes.join('')}</svg>`;
}
