/*
 * The drawing kit of the demo's pictures (art.ts, art-scenes.ts): SVG elements, text that fits its
 * box, and the words a picture takes from its service. Text is set in the generic families
 * (sans-serif, serif, monospace) so any machine's fontconfig finds a face; it is escaped for XML.
 */

export type Lang = 'en' | 'tr';

export interface Palette {
  bg: string;
  paper: string;
  ink: string;
  muted: string;
  accent: string;
  accent2: string;
  soft: string;
  dark: string;
}

export const PALETTES: readonly Palette[] = [
  {
    bg: '#f3efe7',
    paper: '#ffffff',
    ink: '#1f2933',
    muted: '#9aa5b1',
    accent: '#e4572e',
    accent2: '#2a9d8f',
    soft: '#e9dfcf',
    dark: '#22313f',
  },
  {
    bg: '#e8f0fb',
    paper: '#ffffff',
    ink: '#14213d',
    muted: '#94a3b8',
    accent: '#2563eb',
    accent2: '#f59e0b',
    soft: '#d5e3f7',
    dark: '#0f172a',
  },
  {
    bg: '#f6ebf1',
    paper: '#fffafc',
    ink: '#3b1f2b',
    muted: '#b39aa8',
    accent: '#c2185b',
    accent2: '#6a4c93',
    soft: '#efd6e2',
    dark: '#2d1b2e',
  },
  {
    bg: '#e9f4ee',
    paper: '#ffffff',
    ink: '#16302b',
    muted: '#8fada3',
    accent: '#059669',
    accent2: '#e76f51',
    soft: '#d3eadf',
    dark: '#10231f',
  },
  {
    bg: '#fdf1e3',
    paper: '#fffdf8',
    ink: '#3d2c1e',
    muted: '#b8a58f',
    accent: '#d97706',
    accent2: '#0e7490',
    soft: '#f6dfc2',
    dark: '#2b2118',
  },
  {
    bg: '#ecebf8',
    paper: '#ffffff',
    ink: '#1e1b4b',
    muted: '#a5a3c7',
    accent: '#6d28d9',
    accent2: '#10b981',
    soft: '#dcd9f2',
    dark: '#17153a',
  },
  {
    bg: '#e6f3f5',
    paper: '#ffffff',
    ink: '#0b2e33',
    muted: '#8fb1b7',
    accent: '#0891b2',
    accent2: '#f43f5e',
    soft: '#cfe8ec',
    dark: '#0a2328',
  },
  {
    bg: '#f4ece6',
    paper: '#ffffff',
    ink: '#2a1d17',
    muted: '#b5a298',
    accent: '#b45309',
    accent2: '#4f46e5',
    soft: '#ead9cc',
    dark: '#231a15',
  },
];

/** FNV-1a over code points: the same text gives the same picture on every machine. */
export function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** A small deterministic random source (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

type Attrs = Record<string, string | number | undefined>;

const attrs = (a: Attrs) =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? Math.round(v * 100) / 100 : escapeXml(v!)}"`)
    .join('');

export const el = (name: string, a: Attrs, inner?: string) =>
  inner === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${inner}</${name}>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width = 2,
  extra: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra });
export const poly = (points: [number, number][], fill: string, extra: Attrs = {}) =>
  el('polygon', {
    points: points.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' '),
    fill,
    ...extra,
  });
export const polyline = (points: [number, number][], stroke: string, width = 3, extra: Attrs = {}) =>
  el('polyline', {
    points: points.map(([x, y]) => `${Math.round(x)},${Math.round(y)}`).join(' '),
    fill: 'none',
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...extra,
  });
export const group = (inner: string, extra: Attrs = {}) => el('g', extra, inner);
/** A viewport that clips what is drawn in it (a nested svg): screens, photos, panels. */
export const frame = (x: number, y: number, w: number, h: number, inner: string) =>
  el('svg', { x, y, width: w, height: h, viewBox: `0 0 ${w} ${h}` }, inner);

export type Family = 'sans' | 'serif' | 'mono';
const FAMILY: Record<Family, string> = { sans: 'sans-serif', serif: 'serif', mono: 'monospace' };

export interface TextOptions {
  size: number;
  fill: string;
  weight?: number;
  family?: Family;
  anchor?: 'start' | 'middle' | 'end';
  /** The widest the text may be: it shrinks (to 70%), then loses words from its end. */
  max?: number;
  spacing?: number;
  italic?: boolean;
  opacity?: number;
}

/** About how wide `text` is set (DejaVu's and Liberation's metrics, a little generous). */
export function textWidth(
  text: string,
  size: number,
  family: Family = 'sans',
  weight = 400,
  spacing = 0,
): number {
  let em = 0;
  for (const ch of text) {
    if (family === 'mono') em += 0.61;
    else if (ch === ' ') em += 0.32;
    else if (/[0-9]/.test(ch)) em += 0.64;
    else if (/[iIlıj.,:;'!|]/.test(ch)) em += 0.3;
    else if (/[mwMW]/.test(ch)) em += 0.9;
    else if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) em += family === 'serif' ? 0.76 : 0.72;
    else em += family === 'serif' ? 0.6 : 0.6;
  }
  const bold = weight >= 600 ? 1.1 : 1;
  return em * size * bold + spacing * [...text].length;
}

/** The text and size that fit `max` (shrunk to 70% at most, then cut at a word). */
export function fitText(text: string, o: TextOptions): { text: string; size: number } {
  const measure = (t: string, size: number) => textWidth(t, size, o.family, o.weight, o.spacing);
  if (!o.max || measure(text, o.size) <= o.max) return { text, size: o.size };
  // One word is never cut while it fits at half size; a phrase shrinks less, then loses words.
  const floor = text.includes(' ') ? 0.7 : 0.5;
  const size = Math.max(o.size * floor, (o.size * o.max) / measure(text, o.size));
  let t = text;
  while (measure(t, size) > o.max) {
    const cut = t.lastIndexOf(' ');
    if (cut > 0) t = trimEnd(t.slice(0, cut));
    else t = t.slice(0, -1);
    if (!t) break;
  }
  return { text: t, size: Math.floor(size) };
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  const fitted = fitText(content, o);
  if (!fitted.text) return '';
  return el(
    'text',
    {
      x,
      y,
      'font-family': FAMILY[o.family ?? 'sans'],
      'font-size': fitted.size,
      'font-weight': o.weight && o.weight !== 400 ? o.weight : undefined,
      'font-style': o.italic ? 'italic' : undefined,
      'text-anchor': o.anchor && o.anchor !== 'start' ? o.anchor : undefined,
      'letter-spacing': o.spacing || undefined,
      fill: o.fill,
      'fill-opacity': o.opacity,
    },
    escapeXml(fitted.text),
  );
}

/** `content` broken into at most `lines` lines of at most `max` wide, each drawn `gap` apart. */
export function textBlock(
  x: number,
  y: number,
  content: string,
  o: TextOptions & { max: number; lines: number; gap: number },
): string {
  const words = content.split(/\s+/).filter(Boolean);
  const rows: string[] = [];
  let current = '';
  for (const word of words) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(next, o.size, o.family, o.weight, o.spacing) > o.max) {
      rows.push(current);
      current = word;
      if (rows.length === o.lines) break;
    } else current = next;
  }
  if (rows.length < o.lines && current) rows.push(current);
  if (rows.length === o.lines && rows.length > 1) rows[rows.length - 1] = trimEnd(rows[rows.length - 1]!);
  return rows.map((row, i) => text(x, y + i * o.gap, row, o)).join('');
}

/** Grey bars standing for the body text around the real words. */
export function bars(
  x: number,
  y: number,
  width: number,
  count: number,
  gap: number,
  fill: string,
  rnd: () => number,
  thickness = 6,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const w = i === count - 1 ? width * (0.35 + rnd() * 0.3) : width * (0.82 + rnd() * 0.18);
    out += rect(x, y + i * gap, w, thickness, fill, thickness / 2);
  }
  return out;
}

/** A five-pointed star's path. */
export function star(cx: number, cy: number, r: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + radius * Math.cos(a)).toFixed(1)},${(cy + radius * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join('L')}Z`;
}

export const stars = (x: number, y: number, count: number, size: number, fill: string, empty = '#d1d5db') =>
  [0, 1, 2, 3, 4].map((i) => path(star(x + i * size * 2.2, y, size), i < count ? fill : empty)).join('');

/** A tick drawn as a path (no glyph that a font might lack). */
export const tick = (x: number, y: number, size: number, stroke: string, width = 3) =>
  polyline(
    [
      [x, y],
      [x + size * 0.4, y + size * 0.4],
      [x + size, y - size * 0.5],
    ],
    stroke,
    width,
  );

/** Vertical bars of a sound wave, `count` of them across `width`, centred on `y`. */
export function waveform(
  x: number,
  y: number,
  width: number,
  height: number,
  count: number,
  fill: string,
  rnd: () => number,
): string {
  let out = '';
  const step = width / count;
  for (let i = 0; i < count; i++) {
    const envelope = 0.35 + 0.65 * Math.abs(Math.sin((i / count) * Math.PI * (2 + rnd() * 0.2)));
    const h = Math.max(3, height * envelope * (0.35 + rnd() * 0.65));
    out += rect(x + i * step, y - h / 2, Math.max(1.5, step * 0.6), h, fill, Math.min(2, step * 0.3));
  }
  return out;
}

/** A line chart through `values` (0..1) inside the box, optionally filled below. */
export function chartLine(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  stroke: string,
  fill?: string,
): string {
  const pts = values.map((v, i) => [x + (i * w) / (values.length - 1), y + h - v * h] as [number, number]);
  const area = fill ? poly([...pts, [x + w, y + h], [x, y + h]], fill, { 'fill-opacity': 0.18 }) : '';
  return area + polyline(pts, stroke, 3);
}

/** Values rising with noise, 0..1. */
export function rising(count: number, rnd: () => number, from = 0.15, to = 0.9): number[] {
  return Array.from({ length: count }, (_, i) => {
    const base = from + ((to - from) * i) / (count - 1);
    return Math.min(1, Math.max(0, base + (rnd() - 0.5) * 0.18));
  });
}

const TRAILING_STOP = new Set(
  'a an the and or for your you with of to in on my by from that who at as ve veya ile için bir bu her de da ya size sizin olarak gibi en ile,'.split(
    ' ',
  ),
);

/** `t` without trailing little words and punctuation (a cut title ends on a word that carries meaning). */
export function trimEnd(t: string): string {
  const words = t.replace(/[\s,;:–—-]+$/u, '').split(' ');
  while (words.length > 1 && TRAILING_STOP.has(words[words.length - 1]!.toLocaleLowerCase('tr'))) words.pop();
  return words.join(' ').replace(/[\s,;:–—-]+$/u, '');
}

const STOP = new Set(
  [
    ...'i will a an the and or for your you with of to in on my by from that who at as can all any every new our its it is be'.split(
      ' ',
    ),
    ...'ve veya ile için bir bu her de da ya size sizin olarak gibi en daha çok tüm sade yapabilirim yaparım'.split(
      ' ',
    ),
  ].filter(Boolean),
);

export function capitalize(word: string, lang: Lang): string {
  return word ? word[0]!.toLocaleUpperCase(lang) + word.slice(1) : word;
}

export function upper(t: string, lang: Lang): string {
  return t.toLocaleUpperCase(lang);
}

/** The service's header as a title (at most `max` characters, cut at a word, "I will" left off). */
export function titleOf(header: string, lang: Lang, max: number): string {
  const clean = header
    .replace(/^\s*(I will|I'll|I can|I)\s+/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  const out: string[] = [];
  for (const word of clean.split(' ')) {
    if (out.length && [...out, word].join(' ').length > max) break;
    out.push(word);
  }
  return capitalize(trimEnd(out.join(' ')), lang);
}

/** The words of the header that carry meaning, capitalised (for tags, labels, products). */
export function keyWordsOf(header: string, lang: Lang): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of header.split(/[\s,/]+/)) {
    const word = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const folded = word.toLocaleLowerCase(lang);
    if (word.length < 3 || STOP.has(folded) || seen.has(folded)) continue;
    seen.add(folded);
    out.push(capitalize(word, lang));
  }
  return out;
}

/** ASCII letters for a domain name: "Çınar Kahve" → "cinarkahve". */
export function domainWord(name: string): string {
  return name
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '');
}
