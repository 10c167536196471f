import { circle, ellipse, group, hash, path, random, rect } from './art-kit';

/*
 * A person drawn head and shoulders, without a face: a portrait's shape, skin, hair and clothes
 * (decision 128). The demo's avatars, and the people in a few service pictures (a CV's photo, a
 * presenter on screen).
 */

const SKIN = ['#f6d7c3', '#eec6a8', '#dcaa85', '#c98e67', '#ad7450', '#8d583a', '#6b3f26'];
const HAIR = [
  '#2b1d16',
  '#3d2a1e',
  '#5a3b26',
  '#8a5a33',
  '#b8844c',
  '#d3b07a',
  '#1c1c1c',
  '#8c8c8c',
  '#a8482f',
];
const CLOTHES = [
  '#34495e',
  '#7b2d3b',
  '#2f6d62',
  '#c5862b',
  '#4b5f9e',
  '#6d4c7d',
  '#a44d2f',
  '#3b6ea5',
  '#556b2f',
];
const STYLES = ['short', 'side', 'long', 'bun', 'curly', 'bob', 'waves'] as const;
export type HairStyle = (typeof STYLES)[number];

export interface Look {
  skin: string;
  shade: string;
  hair: string;
  clothes: string;
  style: HairStyle;
  collar: boolean;
}

/** Darker by `amount` (0..1), for shadows of the same colour; a negative amount lightens. */
export function darker(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) =>
    Math.max(0, Math.min(255, Math.round(amount >= 0 ? v * (1 - amount) : v + (255 - v) * -amount))),
  );
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/*
 * The demo's people have made-up names; a hair style that reads oddly with a name (a bob on
 * "James") makes the demo look generated, so the demo's first names choose among the styles
 * usually worn with them. Any other name (a user's own) may get any style.
 */
const LONGER = new Set(
  'elif zeynep hannah sophie ayşe gülşen olivia yuki priya selin ilayda emma lena nina sarah işıl fatma laura'.split(
    ' ',
  ),
);
const SHORTER = new Set(
  'marco emre daniel james can mert lukas ethan oğuz jonas burak cem tom david oğuzhan mehmet ahmet kerem demo'.split(
    ' ',
  ),
);

export function lookOf(seed: string): Look {
  const rnd = random(hash(seed));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const skin = pick(SKIN);
  const first = seed.split(' ')[0]!.toLocaleLowerCase('tr');
  const styles: readonly HairStyle[] = LONGER.has(first)
    ? ['long', 'bun', 'bob', 'waves', 'curly']
    : SHORTER.has(first)
      ? ['short', 'side', 'curly']
      : STYLES;
  return {
    skin,
    shade: darker(skin, 0.14),
    hair: pick(HAIR),
    clothes: pick(CLOTHES),
    style: pick(styles),
    collar: rnd() < 0.5,
  };
}

/** Hair behind the head (long styles), then the hair over it. */
function hair(look: Look): { back: string; front: string } {
  const h = look.hair;
  const top =
    'M82 112 C 76 62, 104 44, 130 46 C 160 46, 182 66, 175 112 C 170 90, 156 78, 130 77 C 106 77, 90 90, 82 112 Z';
  switch (look.style) {
    case 'short':
      return { back: '', front: path(top, h) };
    case 'side':
      return {
        back: '',
        front: path(
          'M82 116 C 72 60, 110 40, 138 46 C 168 52, 184 74, 175 114 C 172 96, 164 84, 150 80 C 130 92, 104 94, 88 92 C 85 100, 83 108, 82 116 Z',
          h,
        ),
      };
    case 'long':
      return {
        back: path(
          'M76 118 C 68 58, 102 38, 130 40 C 166 42, 192 64, 182 122 C 184 160, 190 186, 192 206 C 172 214, 152 208, 148 196 L 108 196 C 104 208, 84 214, 64 206 C 68 186, 74 160, 76 118 Z',
          h,
        ),
        front: path('M84 106 C 86 70, 110 56, 130 56 C 152 56, 172 70, 174 106 C 160 86, 128 76, 96 92 Z', h),
      };
    case 'bun':
      return { back: circle(128, 44, 22, h), front: path(top, h) };
    case 'curly': {
      let curls = '';
      for (let i = 0; i < 11; i++) {
        const a = Math.PI * (1.05 + (i / 10) * 0.9);
        curls += circle(128 + 50 * Math.cos(a), 104 + 58 * Math.sin(a), 17, h);
      }
      return { back: '', front: curls + path(top, h) };
    }
    case 'bob':
      return {
        back: path(
          'M74 112 C 68 60, 104 42, 130 42 C 162 42, 190 62, 184 112 L 186 160 C 170 168, 160 160, 156 150 L 102 150 C 98 160, 86 168, 72 160 Z',
          h,
        ),
        front: path(
          'M84 104 C 88 70, 112 58, 132 58 C 150 58, 170 68, 174 100 C 150 84, 118 82, 84 104 Z',
          h,
        ),
      };
    case 'waves':
      return {
        back: path(
          'M78 116 C 66 60, 104 40, 132 42 C 166 44, 192 66, 180 118 C 190 140, 176 160, 186 180 C 166 190, 150 184, 146 172 L 110 172 C 104 186, 88 190, 70 182 C 80 160, 68 140, 78 116 Z',
          h,
        ),
        front: path(
          'M84 108 C 84 72, 108 56, 134 56 C 158 56, 176 74, 174 104 C 164 84, 144 80, 128 88 C 112 80, 96 86, 84 108 Z',
          h,
        ),
      };
  }
}

/** The person in a 256 × 256 box, placed at (x, y) and scaled to `size`. */
export function bust(look: Look, x: number, y: number, size: number): string {
  const { back, front } = hair(look);
  const clothesShade = darker(look.clothes, 0.18);
  const body =
    back +
    path('M26 256 C 30 208, 74 188, 128 188 C 182 188, 226 208, 230 256 Z', look.clothes) +
    path('M60 256 C 66 226, 80 210, 96 204 L 100 256 Z', clothesShade, { 'fill-opacity': 0.6 }) +
    rect(108, 148, 40, 50, look.shade, 16) +
    (look.collar
      ? path('M104 192 L 128 222 L 152 192 L 160 196 L 128 236 L 96 196 Z', '#ffffff', {
          'fill-opacity': 0.9,
        })
      : path('M106 190 C 112 206, 144 206, 150 190 Z', look.shade)) +
    ellipse(84, 118, 8, 12, look.shade) +
    ellipse(172, 118, 8, 12, look.shade) +
    ellipse(128, 112, 45, 55, look.skin) +
    ellipse(128, 150, 30, 10, look.shade, { 'fill-opacity': 0.25 }) +
    front;
  return group(body, { transform: `translate(${x} ${y}) scale(${size / 256})` });
}
