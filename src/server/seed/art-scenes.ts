import { formatNumber } from '@shared/format';
import {
  bars,
  chartLine,
  circle,
  domainWord,
  el,
  ellipse,
  escapeXml,
  frame,
  group,
  type Lang,
  line,
  type Palette,
  path,
  poly,
  polyline,
  rect,
  rising,
  stars,
  text,
  textBlock,
  tick,
  upper,
  waveform,
} from './art-kit';
import { bust, darker, lookOf } from './art-people';

/*
 * One drawing per subcategory (issue 29, item 5): the picture looks like the work sold, with real
 * words on it taken from the service (its title, the words of its header) or made up for it (a
 * brand, a client's name). Every drawing is 800 × 450; the words that matter stay between y = 70
 * and y = 380, which a card's crop keeps on a phone.
 */

export interface Ctx {
  lang: Lang;
  p: Palette;
  rnd: () => number;
  /** Which service of its kind (0, 1, 2, …) and which of its pictures: both vary the drawing. */
  index: number;
  variant: number;
  /** A made-up brand ("Çınar", "Lumen"). */
  brand: string;
  /** The brand with a word of its trade ("Çınar Kahve", "Lumen Records"). */
  named: (trade: Trade) => string;
  /** The service's header as a short title (about 26 characters) and a longer one (about 44). */
  title: string;
  headline: string;
  /** The header in the other language, when the seller wrote one. */
  other: string | null;
  /** Words of the header that carry meaning, at least four (padded with the trade's). */
  words: string[];
  seller: string;
  /** A made-up client: a CV's owner, a couple, a presenter. */
  person: string;
  partner: string;
  domain: string;
  w: (en: string, tr: string) => string;
  int: (n: number) => number;
}

export type Trade = 'cafe' | 'studio' | 'shop' | 'books' | 'records' | 'tech' | 'media' | 'goods';

export const TRADES: Record<Trade, { en: readonly string[]; tr: readonly string[] }> = {
  cafe: { en: ['Coffee', 'Bakery', 'Roasters'], tr: ['Kahve', 'Fırın', 'Kahvecisi'] },
  studio: { en: ['Studio', 'Works', '& Co'], tr: ['Atölye', 'Stüdyo', 'Tasarım'] },
  shop: { en: ['Store', 'Market', 'Goods'], tr: ['Mağaza', 'Pazar', 'Dükkân'] },
  books: { en: ['Books', 'Press'], tr: ['Kitap', 'Yayınları'] },
  records: { en: ['Records', 'Sound'], tr: ['Plak', 'Müzik'] },
  tech: { en: ['Labs', 'Cloud', 'Apps'], tr: ['Yazılım', 'Bulut', 'Teknoloji'] },
  media: { en: ['Media', 'TV', 'News'], tr: ['Medya', 'TV', 'Haber'] },
  goods: { en: ['Tea', 'Honey', 'Olive Oil', 'Soap'], tr: ['Çay', 'Bal', 'Zeytinyağı', 'Sabun'] },
};

export type Scene = (c: Ctx) => string;

const W = 800;
const H = 450;
const bg = (fill: string) => rect(0, 0, W, H, fill);
const shadow = (x: number, y: number, w: number, h: number, rx = 8) =>
  rect(x + 6, y + 8, w, h, '#000000', rx, { 'fill-opacity': 0.12 });
const money = (c: Ctx, amount: number) =>
  c.lang === 'tr'
    ? `₺${formatNumber(Math.round(amount * 30), 'tr')}`
    : `$${amount.toFixed(amount < 100 ? 2 : 0)}`;
const pct = (c: Ctx, value: number) =>
  c.lang === 'tr' ? `%${value.toFixed(1).replace('.', ',')}` : `${value.toFixed(1)}%`;
const initial = (c: Ctx) =>
  upper(c.brand, c.lang)
    .replace(/[^\p{L}]/gu, '')
    .slice(0, 1);

/** A browser window with the address bar showing `url`; returns the chrome, content goes at y + 44. */
function browser(x: number, y: number, w: number, h: number, c: Ctx, url: string): string {
  return (
    shadow(x, y, w, h, 12) +
    rect(x, y, w, h, c.p.paper, 12) +
    rect(x, y, w, 40, '#eef0f3', 12) +
    rect(x, y + 28, w, 12, '#eef0f3') +
    circle(x + 20, y + 20, 6, '#f87171') +
    circle(x + 40, y + 20, 6, '#fbbf24') +
    circle(x + 60, y + 20, 6, '#34d399') +
    rect(x + 84, y + 9, Math.min(w - 110, 360), 22, '#ffffff', 11) +
    text(x + 100, y + 25, url, { size: 13, fill: '#4b5563', max: Math.min(w - 140, 330) })
  );
}

/** A phone; `screen` is drawn clipped in its screen (width w - 16). */
function phone(x: number, y: number, w: number, h: number, screen: string, body = '#111827'): string {
  return (
    shadow(x, y, w, h, 26) +
    rect(x, y, w, h, body, 26) +
    frame(x + 8, y + 8, w - 16, h - 16, screen) +
    rect(x + w / 2 - 24, y + 12, 48, 10, body, 5)
  );
}

/** A sheet of paper, slightly turned. */
function paper(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  angle: number,
  inner: string,
): string {
  return group(shadow(x, y, w, h, 4) + rect(x, y, w, h, fill, 4) + inner, {
    transform: `rotate(${angle} ${x + w / 2} ${y + h / 2})`,
  });
}

// ---------------------------------------------------------------------------------------------
// Graphic & Design
// ---------------------------------------------------------------------------------------------

function logoMark(
  c: Ctx,
  cx: number,
  cy: number,
  r: number,
  fill: string,
  ink: string,
  kind: number,
): string {
  const letter = initial(c);
  const mark = [
    circle(cx, cy, r, fill) + circle(cx + r * 0.35, cy - r * 0.35, r * 0.28, ink, { 'fill-opacity': 0.9 }),
    poly(
      [0, 1, 2, 3, 4, 5].map((i) => {
        const a = Math.PI / 6 + (i * Math.PI) / 3;
        return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
      }),
      fill,
    ),
    rect(cx - r, cy - r, r * 2, r * 2, fill, r * 0.45),
    path(
      `M${cx - r} ${cy + r} L${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy} L${cx + r} ${cy + r} Z`,
      fill,
    ),
  ][kind % 4]!;
  return (
    mark +
    text(cx, cy + r * 0.36, letter, {
      size: r * 1.05,
      weight: 700,
      fill: ink,
      anchor: 'middle',
      family: kind % 2 ? 'serif' : 'sans',
    })
  );
}

const logoDesign: Scene = (c) => {
  const name = c.named('cafe');
  const kind = c.index + c.variant;
  const since = `${c.w('EST.', 'KURULUŞ')} ${2008 + c.int(15)}`;
  return (
    bg(c.p.bg) +
    shadow(40, 40, 440, 370, 10) +
    rect(40, 40, 440, 370, c.p.paper, 10) +
    logoMark(c, 260, 170, 70, c.p.accent, c.p.paper, kind) +
    text(260, 300, upper(name, c.lang), {
      size: 34,
      weight: 700,
      fill: c.p.ink,
      anchor: 'middle',
      spacing: 4,
      max: 400,
    }) +
    text(260, 334, since, { size: 14, fill: c.p.muted, anchor: 'middle', spacing: 3 }) +
    shadow(500, 40, 260, 240, 10) +
    rect(500, 40, 260, 240, c.p.accent, 10) +
    logoMark(c, 630, 130, 44, c.p.paper, c.p.accent, kind) +
    text(630, 222, name, { size: 22, weight: 700, fill: c.p.paper, anchor: 'middle', max: 230 }) +
    [c.p.accent, c.p.accent2, c.p.ink, c.p.soft]
      .map(
        (col, i) =>
          rect(500 + i * 66, 300, 58, 58, col, 6) +
          text(529 + i * 66, 378, col.toUpperCase(), { size: 10, fill: c.p.muted, anchor: 'middle' }),
      )
      .join('')
  );
};

const designsForPublishers: Scene = (c) => {
  const cover = (
    x: number,
    y: number,
    w: number,
    h: number,
    fill: string,
    ink: string,
    angle: number,
    big: boolean,
  ) =>
    paper(
      x,
      y,
      w,
      h,
      fill,
      angle,
      text(x + w / 2, y + (big ? 62 : 48), upper(c.brand, c.lang), {
        size: big ? 52 : 38,
        weight: 700,
        family: 'serif',
        fill: ink,
        anchor: 'middle',
        max: w - 30,
        spacing: 2,
      }) +
        text(x + 16, y + (big ? 84 : 66), `No. ${12 + c.int(80)} · ${2026 + c.int(2)}`, {
          size: 11,
          fill: ink,
          opacity: 0.7,
        }) +
        circle(x + w * 0.62, y + h * 0.58, w * 0.3, c.p.soft, { 'fill-opacity': 0.9 }) +
        path(
          `M${x + w * 0.42} ${y + h} C ${x + w * 0.44} ${y + h * 0.62}, ${x + w * 0.8} ${y + h * 0.6}, ${x + w * 0.84} ${y + h} Z`,
          darker(fill, 0.25),
        ) +
        circle(x + w * 0.63, y + h * 0.55, w * 0.1, darker(fill, 0.25)) +
        textBlock(x + 16, y + h * 0.42, c.title, {
          size: big ? 20 : 15,
          weight: 700,
          fill: ink,
          max: w * 0.45,
          lines: 3,
          gap: big ? 24 : 18,
        }) +
        text(x + 16, y + h - 26, c.words[1] ?? '', { size: 12, fill: ink, opacity: 0.8, max: w * 0.35 }),
    );
  return (
    bg(c.p.soft) +
    cover(110, 40, 270, 360, c.p.accent, c.p.paper, -4, true) +
    cover(420, 60, 250, 335, c.p.paper, c.p.ink, 3, false)
  );
};

const advertisingBanner: Scene = (c) => {
  const offer = c.lang === 'tr' ? `%${20 + 10 * c.int(4)}` : `${20 + 10 * c.int(4)}% off`;
  const cta = c.w('Shop now', 'Hemen al');
  const button = (x: number, y: number, w: number, label: string) =>
    rect(x, y, w, 34, c.p.paper, 17) +
    text(x + w / 2, y + 22, label, {
      size: 14,
      weight: 700,
      fill: c.p.accent,
      anchor: 'middle',
      max: w - 12,
    });
  return (
    bg(c.p.bg) +
    // 728 × 90
    shadow(40, 40, 720, 96, 8) +
    rect(40, 40, 720, 96, c.p.accent, 8) +
    circle(100, 88, 34, c.p.paper, { 'fill-opacity': 0.25 }) +
    text(150, 82, c.named('shop'), { size: 26, weight: 700, fill: c.p.paper, max: 330 }) +
    text(150, 110, c.title, { size: 15, fill: c.p.paper, max: 330, opacity: 0.9 }) +
    text(560, 100, offer, { size: 34, weight: 700, fill: c.p.paper, anchor: 'end' }) +
    button(590, 71, 140, cta) +
    text(40, 156, '728 × 90', { size: 11, fill: c.p.muted }) +
    // 300 × 250
    shadow(40, 176, 300, 220, 8) +
    rect(40, 176, 300, 220, c.p.dark, 8) +
    circle(260, 250, 60, c.p.accent2) +
    rect(236, 230, 48, 64, c.p.paper, 6) +
    textBlock(60, 222, c.headline, { size: 20, weight: 700, fill: c.p.paper, max: 170, lines: 3, gap: 25 }) +
    button(60, 336, 130, cta) +
    text(40, 414, '300 × 250', { size: 11, fill: c.p.muted }) +
    // 468 × 60 and 160 × 600
    shadow(370, 176, 230, 220, 8) +
    rect(370, 176, 230, 220, c.p.paper, 8) +
    rect(370, 176, 230, 120, c.p.soft, 8) +
    circle(485, 236, 38, c.p.accent) +
    text(485, 249, offer.split(' ')[0]!, { size: 26, weight: 700, fill: c.p.paper, anchor: 'middle' }) +
    text(385, 326, c.brand, { size: 20, weight: 700, fill: c.p.ink, max: 200 }) +
    text(385, 352, c.words[0]!, { size: 14, fill: c.p.muted, max: 200 }) +
    text(370, 414, '250 × 250', { size: 11, fill: c.p.muted }) +
    shadow(630, 176, 130, 220, 8) +
    rect(630, 176, 130, 220, c.p.accent2, 8) +
    text(695, 214, c.brand, { size: 18, weight: 700, fill: c.p.paper, anchor: 'middle', max: 115 }) +
    rect(660, 230, 70, 90, c.p.paper, 6, { 'fill-opacity': 0.3 }) +
    button(640, 340, 110, cta) +
    text(630, 414, '160 × 600', { size: 11, fill: c.p.muted })
  );
};

const brochureCatalog: Scene = (c) => {
  const x = 60;
  const y = 50;
  const pw = 226;
  const ph = 350;
  const product = (px: number, py: number, i: number) =>
    rect(px, py, 92, 70, c.p.soft, 4) +
    circle(px + 46, py + 35, 22, [c.p.accent, c.p.accent2, c.p.dark, c.p.muted][i % 4]!) +
    text(px, py + 88, c.words[i % c.words.length]!, { size: 11, weight: 700, fill: c.p.ink, max: 92 }) +
    text(px, py + 104, money(c, 12 + i * 7 + c.int(9)), { size: 11, fill: c.p.accent });
  return (
    bg(c.p.bg) +
    shadow(x, y, pw * 3, ph, 2) +
    // inside panel, products panel, cover
    rect(x, y, pw, ph, c.p.paper) +
    rect(x + 16, y + 18, pw - 32, 120, c.p.accent2, 4) +
    circle(x + pw - 60, y + 70, 30, c.p.paper, { 'fill-opacity': 0.35 }) +
    text(x + 16, y + 170, c.w('About us', 'Hakkımızda'), { size: 18, weight: 700, fill: c.p.ink }) +
    bars(x + 16, y + 186, pw - 32, 7, 16, c.p.soft, c.rnd) +
    rect(x + pw, y, pw, ph, darker(c.p.paper, 0.03)) +
    text(x + pw + 16, y + 36, c.w('Our products', 'Ürünlerimiz'), { size: 18, weight: 700, fill: c.p.ink }) +
    product(x + pw + 16, y + 56, 0) +
    product(x + pw + 118, y + 56, 1) +
    product(x + pw + 16, y + 190, 2) +
    product(x + pw + 118, y + 190, 3) +
    rect(x + pw * 2, y, pw, ph, c.p.accent) +
    text(x + pw * 2 + 20, y + 50, upper(c.brand, c.lang), {
      size: 26,
      weight: 700,
      fill: c.p.paper,
      spacing: 2,
      max: pw - 40,
    }) +
    circle(x + pw * 2.5, y + 170, 74, c.p.paper, { 'fill-opacity': 0.2 }) +
    circle(x + pw * 2.5, y + 170, 50, c.p.paper, { 'fill-opacity': 0.35 }) +
    textBlock(x + pw * 2 + 20, y + 280, c.title, {
      size: 18,
      weight: 700,
      fill: c.p.paper,
      max: pw - 40,
      lines: 2,
      gap: 22,
    }) +
    text(x + pw * 2 + 20, y + ph - 20, `${c.w('Catalogue', 'Katalog')} ${2026 + c.int(2)}`, {
      size: 13,
      fill: c.p.paper,
      opacity: 0.85,
    }) +
    line(x + pw, y, x + pw, y + ph, '#000000', 1, { 'stroke-opacity': 0.12 }) +
    line(x + pw * 2, y, x + pw * 2, y + ph, '#000000', 1, { 'stroke-opacity': 0.12 })
  );
};

function isoBox(
  cx: number,
  cy: number,
  s: number,
  h: number,
  top: string,
  left: string,
  right: string,
): string {
  const dx = s * 0.866;
  const dy = s * 0.5;
  return (
    poly(
      [
        [cx, cy - h],
        [cx + dx, cy - h + dy],
        [cx, cy - h + 2 * dy],
        [cx - dx, cy - h + dy],
      ],
      top,
    ) +
    poly(
      [
        [cx - dx, cy - h + dy],
        [cx, cy - h + 2 * dy],
        [cx, cy + 2 * dy],
        [cx - dx, cy + dy],
      ],
      left,
    ) +
    poly(
      [
        [cx + dx, cy - h + dy],
        [cx, cy - h + 2 * dy],
        [cx, cy + 2 * dy],
        [cx + dx, cy + dy],
      ],
      right,
    )
  );
}

const threeD: Scene = (c) => {
  const a = c.p.accent;
  const b = c.p.accent2;
  let floor = '';
  for (let i = -6; i <= 6; i++) {
    floor += line(400 + i * 52, 300 + Math.abs(i) * 0, 400 + i * 52 - 300, 470, '#ffffff', 1, {
      'stroke-opacity': 0.12,
    });
    floor += line(400 + i * 52, 300, 400 + i * 52 + 300, 470, '#ffffff', 1, { 'stroke-opacity': 0.12 });
  }
  return (
    bg(c.p.dark) +
    circle(400, 200, 260, c.p.accent, { 'fill-opacity': 0.12 }) +
    floor +
    ellipse(400, 332, 230, 50, '#000000', { 'fill-opacity': 0.25 }) +
    isoBox(330, 250, 80, 90 + c.int(40), darker(a, -0.2), a, darker(a, 0.3)) +
    isoBox(480, 270, 60, 60, darker(b, -0.2), b, darker(b, 0.3)) +
    ellipse(420, 214, 36, 36, c.p.soft) +
    ellipse(410, 204, 12, 12, '#ffffff', { 'fill-opacity': 0.7 }) +
    isoBox(430, 320, 44, 20, '#e5e7eb', '#9ca3af', '#6b7280') +
    text(36, 60, upper(c.brand, c.lang), { size: 15, weight: 700, fill: '#ffffff', spacing: 3 }) +
    text(36, 84, c.title, { size: 22, weight: 700, fill: '#ffffff', max: 420 }) +
    text(36, 392, `Render 0${1 + c.int(8)} · 4K · ${120 + c.int(400)} spp`, {
      size: 13,
      fill: '#ffffff',
      opacity: 0.7,
    }) +
    text(764, 392, 'X  Y  Z', { size: 13, fill: '#ffffff', anchor: 'end', opacity: 0.6 })
  );
};

const gameArt: Scene = (c) => {
  let tiles = '';
  for (let i = 0; i < 20; i++)
    tiles += rect(i * 40, 380, 40, 70, i % 2 ? '#7c4a2d' : '#8b5a3c') + rect(i * 40, 372, 40, 12, '#4caf50');
  let coins = '';
  for (let i = 0; i < 5; i++)
    coins += circle(380 + i * 40, 200 - Math.sin(i / 1.3) * 30, 9, '#fcd34d', {
      stroke: '#b45309',
      'stroke-width': 2,
    });
  const hearts = [0, 1, 2]
    .map((i) =>
      path(
        `M${40 + i * 30} 48 c -6 -10, -20 -4, -14 8 l 14 12 l 14 -12 c 6 -12, -8 -18, -14 -8 z`,
        i < 2 ? '#ef4444' : '#ffffff',
        { 'fill-opacity': i < 2 ? 1 : 0.4 },
      ),
    )
    .join('');
  return (
    rect(0, 0, W, H, '#7dd3fc') +
    circle(660, 90, 40, '#fde68a') +
    path('M0 320 C 120 220, 220 260, 320 300 C 420 240, 560 210, 800 300 L 800 380 L 0 380 Z', '#60a5fa', {
      'fill-opacity': 0.6,
    }) +
    path('M0 350 C 160 290, 300 320, 420 340 C 560 300, 680 300, 800 340 L 800 380 L 0 380 Z', '#22c55e', {
      'fill-opacity': 0.8,
    }) +
    tiles +
    rect(500, 270, 160, 24, '#8b5a3c') +
    rect(500, 264, 160, 10, '#4caf50') +
    coins +
    // the hero
    rect(220, 300, 36, 44, c.p.accent, 6) +
    circle(238, 288, 18, '#fcd9b6') +
    rect(226, 276, 26, 8, c.p.dark, 3) +
    rect(222, 344, 12, 28, c.p.dark, 3) +
    rect(244, 344, 12, 28, c.p.dark, 3) +
    // an enemy
    ellipse(600, 250, 22, 16, '#7c3aed') +
    circle(592, 246, 4, '#ffffff') +
    circle(606, 246, 4, '#ffffff') +
    hearts +
    text(400, 60, upper(c.brand, c.lang), {
      size: 30,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
      spacing: 3,
      max: 360,
    }) +
    text(760, 52, `${c.w('SCORE', 'PUAN')} ${String(1000 + c.int(9000)).padStart(6, '0')}`, {
      size: 16,
      weight: 700,
      family: 'mono',
      fill: '#ffffff',
      anchor: 'end',
    }) +
    text(760, 76, `${c.w('LEVEL', 'BÖLÜM')} ${1 + c.int(9)}`, {
      size: 14,
      weight: 700,
      family: 'mono',
      fill: '#ffffff',
      anchor: 'end',
    }) +
    text(400, 120, c.title, { size: 18, weight: 700, fill: c.p.dark, anchor: 'middle', max: 420 })
  );
};

const uiUx: Scene = (c) => {
  // A design canvas: a desktop artboard, a phone artboard, tokens and a component.
  const artboard = (x: number, y: number, w: number, h: number, label: string, inner: string) =>
    text(x, y - 8, label, { size: 11, fill: '#9ca3af' }) +
    rect(x, y, w, h, '#ffffff', 2) +
    frame(x, y, w, h, inner);
  const desktop =
    rect(0, 0, 400, 34, c.p.paper) +
    text(16, 22, c.brand, { size: 14, weight: 700, fill: c.p.ink }) +
    [c.w('Product', 'Ürün'), c.w('Pricing', 'Fiyatlar'), c.w('Contact', 'İletişim')]
      .map((t, i) => text(200 + i * 64, 22, t, { size: 11, fill: c.p.muted }))
      .join('') +
    rect(0, 34, 400, 1, '#e5e7eb') +
    textBlock(24, 86, c.headline, { size: 22, weight: 700, fill: c.p.ink, max: 210, lines: 3, gap: 27 }) +
    bars(24, 176, 190, 2, 14, '#e5e7eb', c.rnd) +
    rect(24, 214, 110, 32, c.p.accent, 16) +
    text(79, 235, c.w('Get started', 'Başlayın'), {
      size: 12,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
    }) +
    rect(250, 60, 130, 170, c.p.soft, 10) +
    circle(315, 130, 36, c.p.accent2, { 'fill-opacity': 0.8 });
  const mobile =
    text(14, 36, c.w('Hello,', 'Merhaba,'), { size: 12, fill: c.p.muted }) +
    text(14, 56, c.person.split(' ')[0]!, { size: 18, weight: 700, fill: c.p.ink }) +
    rect(14, 72, 132, 70, c.p.accent, 10) +
    text(24, 100, c.words[0]!, { size: 13, weight: 700, fill: '#ffffff', max: 110 }) +
    text(24, 122, money(c, 24 + c.int(50)), { size: 16, weight: 700, fill: '#ffffff' }) +
    [0, 1, 2]
      .map((i) => rect(14, 154 + i * 40, 132, 32, c.p.soft, 8) + circle(30, 170 + i * 40, 8, c.p.accent2))
      .join('') +
    rect(0, 268, 160, 32, '#f3f4f6');
  return (
    rect(0, 0, W, H, '#e5e7eb') +
    artboard(36, 70, 400, 280, 'Desktop — 1440', desktop) +
    artboard(470, 60, 160, 300, 'iPhone — 390', mobile) +
    // tokens panel
    rect(660, 60, 110, 300, '#ffffff', 6) +
    text(672, 84, c.w('Colours', 'Renkler'), { size: 11, weight: 700, fill: '#374151' }) +
    [c.p.accent, c.p.accent2, c.p.ink, c.p.soft]
      .map(
        (col, i) =>
          rect(672, 96 + i * 30, 22, 22, col, 4) +
          text(702, 112 + i * 30, col, { size: 10, fill: '#6b7280' }),
      )
      .join('') +
    text(672, 236, c.w('Type', 'Yazı'), { size: 11, weight: 700, fill: '#374151' }) +
    text(672, 276, 'Aa', { size: 34, weight: 700, fill: c.p.ink }) +
    text(672, 300, 'Sans · 700', { size: 10, fill: '#6b7280' }) +
    rect(672, 318, 86, 26, c.p.accent, 13) +
    text(715, 335, c.w('Button', 'Düğme'), { size: 10, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    rect(468, 58, 164, 304, 'none', 2, { stroke: '#3b82f6', 'stroke-width': 2 })
  );
};

const socialMediaDesigns: Scene = (c) => {
  const handle = `@${domainWord(c.brand)}`;
  const post = (x: number, kind: number) => {
    const s = 220;
    const y = 100;
    const inner = [
      rect(0, 0, s, s, c.p.accent) +
        text(20, 50, '“', { size: 60, weight: 700, fill: '#ffffff', family: 'serif', opacity: 0.6 }) +
        textBlock(20, 90, c.headline, {
          size: 19,
          weight: 700,
          fill: '#ffffff',
          max: 180,
          lines: 4,
          gap: 24,
        }) +
        text(20, 200, handle, { size: 11, fill: '#ffffff', opacity: 0.8 }),
      rect(0, 0, s, s, c.p.soft) +
        circle(150, 120, 70, c.p.accent2) +
        text(20, 70, c.lang === 'tr' ? `%${20 + 5 * c.int(6)}` : `-${20 + 5 * c.int(6)}%`, {
          size: 48,
          weight: 700,
          fill: c.p.ink,
        }) +
        text(20, 100, c.words[0]!, { size: 16, weight: 700, fill: c.p.ink, max: 120 }) +
        rect(20, 170, 92, 28, c.p.ink, 14) +
        text(66, 189, c.w('Shop now', 'Keşfet'), {
          size: 11,
          weight: 700,
          fill: '#ffffff',
          anchor: 'middle',
        }),
      rect(0, 0, s, s, c.p.dark) +
        circle(110, 84, 40, c.p.accent2) +
        text(110, 98, initial(c), { size: 40, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
        text(110, 160, c.w('New season', 'Yeni sezon'), {
          size: 20,
          weight: 700,
          fill: '#ffffff',
          anchor: 'middle',
          max: 190,
        }) +
        text(110, 186, c.brand, { size: 13, fill: '#ffffff', anchor: 'middle', opacity: 0.75, max: 190 }),
    ][kind % 3]!;
    return (
      shadow(x, y - 44, s, s + 88, 10) +
      rect(x, y - 44, s, s + 88, '#ffffff', 10) +
      circle(x + 20, y - 22, 11, c.p.accent2) +
      text(x + 38, y - 17, handle, { size: 12, weight: 700, fill: '#111827', max: 170 }) +
      frame(x, y, s, s, inner) +
      path(
        `M${x + 22} ${y + s + 18} c -4 -7, -14 -3, -10 5 l 10 9 l 10 -9 c 4 -8, -6 -12, -10 -5 z`,
        '#ef4444',
      ) +
      text(x + 42, y + s + 28, `${(1 + c.int(9)).toString()}.${c.int(9)}K`, { size: 12, fill: '#374151' })
    );
  };
  return bg(c.p.bg) + post(30, c.index) + post(290, c.index + 1) + post(550, c.index + 2);
};

const illustration: Scene = (c) => {
  let trees = '';
  for (let i = 0; i < 7; i++) {
    const x = 60 + i * 110 + c.int(40);
    const y = 300 + c.int(30);
    trees +=
      rect(x - 4, y, 8, 30, '#6b4423') +
      poly(
        [
          [x, y - 70],
          [x + 28, y + 4],
          [x - 28, y + 4],
        ],
        darker(c.p.accent2, 0.2 + (i % 3) * 0.1),
      );
  }
  return (
    rect(0, 0, W, H, c.p.soft) +
    circle(620, 120, 56, c.p.accent, { 'fill-opacity': 0.85 }) +
    path(
      'M0 280 C 140 180, 260 200, 380 250 C 500 170, 640 170, 800 240 L 800 450 L 0 450 Z',
      darker(c.p.accent2, -0.25),
    ) +
    path('M0 330 C 180 270, 360 300, 520 330 C 640 300, 720 300, 800 320 L 800 450 L 0 450 Z', c.p.accent2) +
    trees +
    // a house
    rect(470, 300, 70, 50, c.p.paper) +
    poly(
      [
        [460, 302],
        [505, 262],
        [550, 302],
      ],
      c.p.accent,
    ) +
    rect(496, 320, 18, 30, c.p.dark) +
    path('M0 400 C 200 370, 600 370, 800 400 L 800 450 L 0 450 Z', darker(c.p.accent2, 0.3)) +
    rect(40, 60, 300, 92, c.p.paper, 4, { 'fill-opacity': 0.92 }) +
    textBlock(58, 96, c.title, {
      size: 22,
      family: 'serif',
      italic: true,
      fill: c.p.ink,
      max: 268,
      lines: 2,
      gap: 28,
    }) +
    text(760, 376, c.seller, {
      size: 18,
      family: 'serif',
      italic: true,
      fill: '#ffffff',
      anchor: 'end',
      max: 260,
    })
  );
};

const packaging: Scene = (c) => {
  const product = c.named('goods');
  const a = c.p.accent;
  return (
    bg(c.p.bg) +
    ellipse(400, 390, 330, 26, '#000000', { 'fill-opacity': 0.1 }) +
    // a box in two faces
    poly(
      [
        [120, 140],
        [300, 110],
        [300, 380],
        [120, 400],
      ],
      a,
    ) +
    poly(
      [
        [300, 110],
        [380, 140],
        [380, 400],
        [300, 380],
      ],
      darker(a, 0.25),
    ) +
    poly(
      [
        [120, 140],
        [300, 110],
        [380, 140],
        [200, 170],
      ],
      darker(a, -0.15),
    ) +
    text(212, 230, upper(c.brand, c.lang), {
      size: 26,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
      spacing: 2,
      max: 160,
    }) +
    text(212, 262, product.replace(c.brand, '').trim() || product, {
      size: 16,
      family: 'serif',
      italic: true,
      fill: '#ffffff',
      anchor: 'middle',
      max: 160,
    }) +
    circle(212, 320, 26, '#ffffff', { 'fill-opacity': 0.25 }) +
    text(212, 326, `${100 + 50 * c.int(8)} g`, { size: 13, fill: '#ffffff', anchor: 'middle' }) +
    // a jar
    rect(440, 200, 130, 180, c.p.paper, 18) +
    rect(450, 180, 110, 28, c.p.dark, 6) +
    rect(440, 250, 130, 90, c.p.accent2) +
    text(505, 290, c.brand, { size: 20, weight: 700, fill: '#ffffff', anchor: 'middle', max: 118 }) +
    text(505, 316, c.words[0]!, { size: 12, fill: '#ffffff', anchor: 'middle', max: 118 }) +
    // a pouch
    path('M610 170 L 720 170 L 730 380 L 600 380 Z', c.p.soft) +
    rect(600, 160, 130, 16, darker(c.p.soft, 0.2), 4) +
    circle(665, 250, 36, a, { 'fill-opacity': 0.9 }) +
    text(665, 258, initial(c), { size: 30, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    text(665, 320, product, { size: 14, weight: 700, fill: c.p.ink, anchor: 'middle', max: 115 })
  );
};

const photographyEditing: Scene = (c) => {
  const scene = (sat: boolean) => {
    const sky = sat ? '#60a5fa' : '#9ca3af';
    const hill = sat ? '#15803d' : '#6b7280';
    const mount = sat ? '#475569' : '#8a8f96';
    return (
      rect(0, 0, 640, 330, sky) +
      circle(470, 90, 34, sat ? '#fde68a' : '#d1d5db') +
      poly(
        [
          [0, 260],
          [170, 90],
          [290, 220],
          [390, 120],
          [640, 280],
          [640, 330],
          [0, 330],
        ],
        mount,
      ) +
      poly(
        [
          [150, 110],
          [170, 90],
          [190, 112],
          [176, 118],
        ],
        '#ffffff',
      ) +
      poly(
        [
          [372, 138],
          [390, 120],
          [410, 140],
        ],
        '#ffffff',
      ) +
      path('M0 280 C 160 240, 320 300, 640 260 L 640 330 L 0 330 Z', hill) +
      ellipse(200, 312, 120, 10, sat ? '#38bdf8' : '#a1a1aa', { 'fill-opacity': 0.7 })
    );
  };
  const split = 300 + c.int(80);
  return (
    rect(0, 0, W, H, '#1f2937') +
    frame(80, 40, 640, 330, scene(true)) +
    frame(80, 40, split, 330, scene(false)) +
    line(80 + split, 40, 80 + split, 370, '#ffffff', 3) +
    circle(80 + split, 205, 18, '#ffffff') +
    path(`M${80 + split - 8} 205 l 6 -6 v 12 z M${80 + split + 8} 205 l -6 -6 v 12 z`, '#1f2937') +
    rect(96, 54, 64, 24, '#000000', 4, { 'fill-opacity': 0.5 }) +
    text(128, 71, 'RAW', { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    rect(640, 54, 64, 24, '#000000', 4, { 'fill-opacity': 0.5 }) +
    text(672, 71, 'EDIT', { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    text(80, 400, `DSC_0${400 + c.int(599)}.jpg`, { size: 13, family: 'mono', fill: '#e5e7eb' }) +
    text(
      720,
      400,
      `f/${[1.8, 2.8, 4, 5.6][c.int(4)]} · 1/${[125, 250, 500][c.int(3)]} s · ISO ${[100, 200, 400][c.int(3)]}`,
      {
        size: 13,
        family: 'mono',
        fill: '#e5e7eb',
        anchor: 'end',
      },
    ) +
    text(80, 428, c.title, { size: 13, fill: '#9ca3af', max: 400 })
  );
};

const storyboard: Scene = (c) => {
  let panels = '';
  for (let i = 0; i < 6; i++) {
    const x = 60 + (i % 3) * 232;
    const y = 88 + Math.floor(i / 3) * 160;
    const sketch = [
      line(20, 80, 190, 80, '#6b7280', 2) +
        circle(70, 50, 12, 'none', { stroke: '#374151', 'stroke-width': 2 }) +
        line(70, 62, 70, 80, '#374151', 2),
      rect(40, 20, 120, 70, 'none', 0, { stroke: '#374151', 'stroke-width': 2 }) +
        circle(100, 55, 18, 'none', { stroke: '#374151', 'stroke-width': 2 }),
      line(20, 70, 190, 50, '#6b7280', 2) +
        path('M60 40 l 40 0 l -8 -6 M100 40 l -8 6', 'none', { stroke: c.p.accent, 'stroke-width': 2 }),
      circle(80, 50, 26, 'none', { stroke: '#374151', 'stroke-width': 2 }) +
        circle(140, 56, 20, 'none', { stroke: '#374151', 'stroke-width': 2 }),
      poly(
        [
          [30, 90],
          [105, 20],
          [180, 90],
        ],
        'none',
        { stroke: '#374151', 'stroke-width': 2 },
      ),
      rect(20, 20, 170, 70, '#e5e7eb') +
        text(105, 62, upper(c.brand, c.lang), {
          size: 16,
          weight: 700,
          fill: '#374151',
          anchor: 'middle',
          max: 160,
        }),
    ][(i + c.index) % 6]!;
    panels +=
      rect(x, y, 210, 100, '#ffffff', 0, { stroke: '#374151', 'stroke-width': 2 }) +
      frame(x, y, 210, 100, sketch) +
      text(x, y + 120, `${1 + Math.floor(i / 2)}${'AB'[i % 2]}`, {
        size: 12,
        weight: 700,
        fill: c.p.accent,
      }) +
      rect(x + 30, y + 112, 150 - (i % 3) * 20, 6, '#d1d5db', 3);
  }
  return (
    rect(0, 0, W, H, '#f5f5f0') +
    text(60, 56, `SC. ${String(1 + c.int(30)).padStart(2, '0')} — ${c.title}`, {
      size: 20,
      weight: 700,
      fill: '#1f2937',
      max: 560,
    }) +
    text(740, 56, c.brand, { size: 13, fill: '#6b7280', anchor: 'end', max: 140 }) +
    panels
  );
};

const tattoo: Scene = (c) => {
  const ink = '#1f2937';
  const s = {
    fill: 'none',
    stroke: ink,
    'stroke-width': 3,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  let petals = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * 360 + c.index * 10;
    petals += ellipse(400, 150, 24, 52, 'none', { ...s, transform: `rotate(${a} 400 190)` });
  }
  const word = upper(c.person.split(' ')[0]!, c.lang);
  return (
    rect(0, 0, W, H, '#ecd3bf') +
    ellipse(400, 225, 330, 200, '#f3dfcf') +
    line(400, 40, 400, 330, ink, 3) +
    poly(
      [
        [388, 262],
        [400, 332],
        [412, 262],
      ],
      c.p.accent,
      { stroke: ink, 'stroke-width': 3 },
    ) +
    rect(370, 250, 60, 10, ink, 3) +
    petals +
    circle(400, 190, 22, c.p.accent, { stroke: ink, 'stroke-width': 3 }) +
    path('M340 230 C 300 230, 280 260, 300 280 C 320 270, 330 250, 340 230 Z', c.p.accent2, s) +
    path('M460 230 C 500 230, 520 260, 500 280 C 480 270, 470 250, 460 230 Z', c.p.accent2, s) +
    path('M250 330 L 290 300 L 510 300 L 550 330 L 510 360 L 290 360 Z', '#f8efe6', s) +
    path('M250 330 L 220 314 L 236 330 L 220 346 Z', ink) +
    path('M550 330 L 580 314 L 564 330 L 580 346 Z', ink) +
    text(400, 340, word, {
      size: 24,
      weight: 700,
      family: 'serif',
      fill: ink,
      anchor: 'middle',
      max: 200,
      spacing: 3,
    }) +
    text(760, 420, c.seller, { size: 14, family: 'serif', italic: true, fill: '#6b4f3f', anchor: 'end' })
  );
};

const presentation: Scene = (c) => {
  const values = [0.45, 0.62, 0.54, 0.86].map((v) => Math.min(1, v + (c.rnd() - 0.5) * 0.2));
  const share = 48 + c.int(45);
  const arc = (share / 100) * Math.PI * 2;
  const ex = 590 + 62 * Math.sin(arc);
  const ey = 250 - 62 * Math.cos(arc);
  return (
    bg(c.p.dark) +
    shadow(60, 40, 680, 370, 6) +
    rect(60, 40, 680, 370, c.p.paper, 6) +
    rect(60, 40, 12, 370, c.p.accent) +
    text(96, 92, c.title, { size: 28, weight: 700, fill: c.p.ink, max: 610 }) +
    text(96, 120, `${c.brand} · ${c.w('Annual report', 'Yıllık rapor')} ${2026}`, {
      size: 14,
      fill: c.p.muted,
      max: 600,
    }) +
    values
      .map(
        (v, i) =>
          rect(110 + i * 70, 350 - v * 180, 44, v * 180, i === 3 ? c.p.accent : c.p.soft, 4) +
          text(132 + i * 70, 374, `Q${i + 1}`, { size: 12, fill: c.p.muted, anchor: 'middle' }),
      )
      .join('') +
    circle(590, 250, 62, 'none', { stroke: c.p.soft, 'stroke-width': 22 }) +
    path(`M590 188 A62 62 0 ${share > 50 ? 1 : 0} 1 ${ex.toFixed(1)} ${ey.toFixed(1)}`, 'none', {
      stroke: c.p.accent2,
      'stroke-width': 22,
    }) +
    text(590, 260, c.lang === 'tr' ? `%${share}` : `${share}%`, {
      size: 26,
      weight: 700,
      fill: c.p.ink,
      anchor: 'middle',
    }) +
    text(420, 200, `${(1.5 + c.rnd() * 3).toFixed(1)}x`, { size: 44, weight: 700, fill: c.p.accent }) +
    text(420, 226, c.words[0]!, { size: 13, fill: c.p.muted, max: 100 })
  );
};

const corporateIdentity: Scene = (c) => {
  const name = c.named('studio');
  const mail = `${domainWord(c.person.split(' ')[0]!)}@${c.domain}`;
  return (
    bg(c.p.soft) +
    // letterhead behind
    paper(
      440,
      30,
      300,
      390,
      c.p.paper,
      4,
      logoMark(c, 480, 76, 20, c.p.accent, c.p.paper, c.index) +
        text(510, 84, name, { size: 16, weight: 700, fill: c.p.ink, max: 210 }) +
        bars(470, 130, 240, 9, 18, '#e5e7eb', c.rnd) +
        rect(440, 400, 300, 20, c.p.accent),
    ) +
    // the card's back and front
    group(
      shadow(70, 90, 340, 196, 10) +
        rect(70, 90, 340, 196, c.p.accent, 10) +
        logoMark(c, 240, 170, 44, c.p.paper, c.p.accent, c.index) +
        text(240, 254, upper(name, c.lang), {
          size: 18,
          weight: 700,
          fill: c.p.paper,
          anchor: 'middle',
          spacing: 2,
          max: 300,
        }),
      { transform: 'rotate(-6 240 188)' },
    ) +
    shadow(110, 220, 340, 196, 10) +
    rect(110, 220, 340, 196, c.p.paper, 10) +
    text(136, 266, c.person, { size: 22, weight: 700, fill: c.p.ink, max: 290 }) +
    text(136, 290, c.w('Creative Director', 'Kreatif Direktör'), { size: 13, fill: c.p.accent }) +
    text(136, 340, '+90 212 555 01 23', { size: 13, fill: c.p.ink }) +
    text(136, 362, mail, { size: 13, fill: c.p.ink, max: 290 }) +
    text(136, 384, c.domain, { size: 13, fill: c.p.muted, max: 290 }) +
    rect(110, 400, 340, 16, c.p.accent2, 0)
  );
};

const cartoonPencil: Scene = (c) => {
  const g = {
    fill: 'none',
    stroke: '#4b5563',
    'stroke-width': 2.5,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  };
  const light = { ...g, stroke: '#9ca3af', 'stroke-width': 1.5 };
  // A caricature: the features vary from drawing to drawing.
  const eye = 10 + c.int(8);
  const gap = 28 + c.int(12);
  const nose = 20 + c.int(24);
  const smile = 14 + c.int(22);
  const hairRise = 30 + c.int(40);
  let hatch = '';
  for (let i = 0; i < 12; i++) hatch += line(300 + i * 6, 296, 290 + i * 6, 316, '#9ca3af', 1.2);
  return (
    rect(0, 0, W, H, '#d6cfc4') +
    paper(
      150,
      30,
      420,
      390,
      '#fbf8f1',
      -2,
      ellipse(340, 220, 84 + c.int(16), 100 + c.int(16), 'none', g) +
        ellipse(340 - gap, 200, eye, eye * 0.6, 'none', g) +
        ellipse(340 + gap, 200, eye, eye * 0.6, 'none', g) +
        circle(340 - gap + 2, 201, 4, '#374151') +
        circle(340 + gap - 2, 201, 4, '#374151') +
        path(`M${320 - gap} 178 q 18 -12 36 0 M${324 + gap - 20} 178 q 18 -12 36 0`, 'none', g) +
        path(`M342 210 q ${nose} ${nose * 0.9} -4 ${nose * 1.3}`, 'none', g) +
        path(`M${340 - smile * 1.6} 270 q ${smile * 1.6} ${smile} ${smile * 3.2} 0`, 'none', g) +
        path(
          `M258 190 C 250 ${180 - hairRise}, 320 ${120 - hairRise}, 370 ${130 - hairRise / 2} C 430 ${120 - hairRise / 2}, 450 150, 430 190`,
          'none',
          g,
        ) +
        path('M270 160 C 290 130, 330 124, 350 136', 'none', light) +
        hatch +
        path('M270 322 C 290 360, 390 360, 410 322', 'none', light) +
        // the speech bubble
        path(
          'M400 70 h 150 a 14 14 0 0 1 14 14 v 56 a 14 14 0 0 1 -14 14 h -110 l -26 22 l 4 -22 h -18 a 14 14 0 0 1 -14 -14 v -56 a 14 14 0 0 1 14 -14 z',
          '#ffffff',
          g,
        ) +
        textBlock(477, 104, c.title, {
          size: 14,
          weight: 700,
          fill: '#374151',
          anchor: 'middle',
          max: 150,
          lines: 3,
          gap: 18,
        }) +
        text(540, 400, c.seller, { size: 18, family: 'serif', italic: true, fill: '#374151', anchor: 'end' }),
    ) +
    // a pencil
    group(
      rect(600, 200, 200, 22, '#f59e0b') +
        rect(600, 200, 200, 7, '#fbbf24') +
        poly(
          [
            [600, 200],
            [572, 211],
            [600, 222],
          ],
          '#f5deb3',
        ) +
        poly(
          [
            [580, 207],
            [572, 211],
            [580, 215],
          ],
          '#374151',
        ) +
        rect(790, 200, 20, 22, '#f472b6'),
      { transform: 'rotate(-30 690 211)' },
    )
  );
};

const invitation: Scene = (c) => {
  const names = `${c.person.split(' ')[0]} & ${c.partner.split(' ')[0]}`;
  const date = `${String(1 + c.int(28)).padStart(2, '0')}.${String(5 + c.int(5)).padStart(2, '0')}.${2027}`;
  const orn = (y: number) => line(330, y, 470, y, c.p.accent, 1.5) + circle(400, y, 4, c.p.accent);
  return (
    bg(c.p.accent2) +
    // envelope
    rect(90, 120, 300, 220, darker(c.p.soft, 0.05), 4, { transform: 'rotate(-8 240 230)' }) +
    poly(
      [
        [90, 120],
        [240, 230],
        [390, 120],
      ],
      darker(c.p.soft, 0.15),
      { transform: 'rotate(-8 240 230)' },
    ) +
    shadow(250, 40, 300, 370, 6) +
    rect(250, 40, 300, 370, '#fffdf7', 6) +
    rect(264, 54, 272, 342, 'none', 4, { stroke: c.p.accent, 'stroke-width': 1.5 }) +
    text(400, 100, c.w('Together with their families', 'Ailelerinin katılımıyla'), {
      size: 13,
      family: 'serif',
      italic: true,
      fill: c.p.muted,
      anchor: 'middle',
      max: 240,
    }) +
    orn(124) +
    text(400, 190, names, {
      size: 34,
      family: 'serif',
      italic: true,
      fill: c.p.ink,
      anchor: 'middle',
      max: 250,
    }) +
    text(400, 228, c.w('invite you to their wedding', 'düğünlerine davet eder'), {
      size: 14,
      family: 'serif',
      fill: c.p.ink,
      anchor: 'middle',
      max: 250,
    }) +
    orn(256) +
    text(400, 300, date, {
      size: 22,
      family: 'serif',
      weight: 700,
      fill: c.p.accent,
      anchor: 'middle',
      spacing: 2,
    }) +
    text(400, 330, c.w(`${c.brand} Garden, 18:00`, `${c.brand} Bahçesi, 18.00`), {
      size: 13,
      family: 'serif',
      fill: c.p.ink,
      anchor: 'middle',
    })
  );
};

const otherDesigns: Scene = (c) => {
  const sw = [c.p.accent, c.p.accent2, c.p.dark, c.p.soft, darker(c.p.accent, 0.3)];
  let pattern = rect(0, 0, 210, 170, c.p.paper);
  for (let i = 0; i < 7; i++)
    for (let j = 0; j < 6; j++)
      pattern += circle(
        15 + i * 30,
        15 + j * 30,
        6 + ((i + j) % 3) * 3,
        (i + j) % 2 ? c.p.accent : c.p.accent2,
      );
  return (
    rect(0, 0, W, H, '#f3f4f6') +
    text(40, 60, `${c.brand} — ${c.w('mood board', 'ilham panosu')}`, {
      size: 22,
      weight: 700,
      fill: '#111827',
      max: 460,
    }) +
    text(40, 86, c.title, { size: 14, fill: '#6b7280', max: 460 }) +
    sw
      .map(
        (col, i) =>
          rect(40 + i * 96, 110, 86, 110, col, 6) +
          text(40 + i * 96, 238, col.toUpperCase(), { size: 11, family: 'mono', fill: '#374151' }),
      )
      .join('') +
    rect(40, 260, 230, 150, '#ffffff', 6) +
    text(60, 350, 'Aa', { size: 80, weight: 700, family: 'serif', fill: c.p.ink }) +
    text(170, 318, 'Serif', { size: 14, weight: 700, fill: c.p.ink }) +
    text(170, 340, 'Ağ Şö Çı', { size: 14, family: 'serif', fill: '#6b7280' }) +
    rect(290, 260, 240, 150, c.p.soft, 6) +
    circle(410, 335, 50, c.p.accent, { 'fill-opacity': 0.7 }) +
    circle(450, 310, 34, c.p.accent2, { 'fill-opacity': 0.7 }) +
    frame(550, 240, 210, 170, pattern) +
    rect(550, 110, 210, 110, c.p.dark, 6) +
    text(655, 172, initial(c), { size: 50, weight: 700, fill: '#ffffff', anchor: 'middle', family: 'serif' })
  );
};

// ---------------------------------------------------------------------------------------------
// Web & advertising
// ---------------------------------------------------------------------------------------------

const seo: Scene = (c) => {
  const query = c.words.slice(0, 2).join(' ').toLocaleLowerCase(c.lang);
  const result = (y: number, title: string, url: string, top: boolean) =>
    (top ? rect(56, y - 26, 450, 92, c.p.soft, 8) : '') +
    text(72, y - 4, url, { size: 12, fill: '#15803d', max: 300 }) +
    text(72, y + 18, title, { size: 17, weight: top ? 700 : 400, fill: '#1d4ed8', max: 420 }) +
    bars(72, y + 32, 400, 2, 12, '#d1d5db', c.rnd, 5);
  const positions = rising(8, c.rnd, 0.1, 0.95);
  return (
    bg(c.p.bg) +
    browser(30, 30, 520, 390, c, `search?q=${query}`) +
    rect(56, 86, 460, 34, '#ffffff', 17, { stroke: '#d1d5db', 'stroke-width': 1.5 }) +
    text(76, 108, query, { size: 14, fill: '#111827', max: 400 }) +
    circle(492, 103, 7, 'none', { stroke: '#6b7280', 'stroke-width': 2 }) +
    result(170, `${c.brand} — ${c.title}`, `https://${c.domain}`, true) +
    rect(462, 146, 34, 22, c.p.accent, 11) +
    text(479, 162, '#1', { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    result(270, c.headline, `https://${domainWord(c.words[1] ?? 'blog')}.org`, false) +
    result(350, c.words.slice(1, 4).join(' '), `https://${domainWord(c.words[2] ?? 'news')}.net`, false) +
    shadow(580, 60, 190, 300, 10) +
    rect(580, 60, 190, 300, c.p.paper, 10) +
    text(596, 90, c.w('Ranking', 'Sıralama'), { size: 14, weight: 700, fill: c.p.ink }) +
    chartLine(596, 110, 158, 150, positions, c.p.accent, c.p.accent) +
    text(596, 296, `${12 + c.int(30)} → 1`, { size: 28, weight: 700, fill: c.p.accent }) +
    text(596, 322, c.w('organic clicks', 'organik tıklama'), { size: 12, fill: c.p.muted }) +
    text(596, 342, `+${120 + c.int(300)}%`, { size: 14, weight: 700, fill: '#15803d' })
  );
};

const influencer: Scene = (c) => {
  const creator = `@${domainWord(c.person.split(' ')[0]!)}.${domainWord(c.words[0] ?? 'daily').slice(0, 8)}`;
  let grid = '';
  for (let i = 0; i < 9; i++)
    grid += rect(
      12 + (i % 3) * 64,
      200 + Math.floor(i / 3) * 64,
      60,
      60,
      [c.p.accent, c.p.soft, c.p.accent2][(i + c.index) % 3]!,
      2,
    );
  const screen =
    rect(0, 0, 216, 420, '#ffffff') +
    circle(50, 70, 30, c.p.accent2) +
    bust(lookOf(c.person), 20, 40, 60) +
    text(96, 62, creator, { size: 12, weight: 700, fill: '#111827', max: 112 }) +
    text(96, 84, `${(50 + c.int(900)).toString()}K ${c.w('followers', 'takipçi')}`, {
      size: 11,
      fill: '#4b5563',
      max: 112,
    }) +
    rect(12, 120, 192, 30, c.p.accent, 8) +
    text(108, 140, c.w('Follow', 'Takip et'), { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    text(12, 182, c.title, { size: 11, fill: '#374151', max: 192 }) +
    grid;
  return (
    bg(c.p.soft) +
    phone(80, 20, 232, 436, screen) +
    shadow(380, 80, 360, 270, 12) +
    rect(380, 80, 360, 270, c.p.paper, 12) +
    text(404, 118, `${c.brand} × ${creator}`, { size: 18, weight: 700, fill: c.p.ink, max: 320 }) +
    text(404, 142, c.w('Campaign results', 'Kampanya sonuçları'), { size: 13, fill: c.p.muted }) +
    [
      [c.w('Reach', 'Erişim'), `${(0.4 + c.rnd() * 2).toFixed(1)}M`],
      [c.w('Engagement', 'Etkileşim'), pct(c, 3 + c.rnd() * 6)],
      [c.w('Sales', 'Satış'), `+${(100 + c.int(900)).toString()}`],
    ]
      .map(
        ([k, v], i) =>
          rect(404 + i * 110, 170, 100, 80, c.p.soft, 8) +
          text(416 + i * 110, 200, k!, { size: 12, fill: c.p.muted, max: 80 }) +
          text(416 + i * 110, 232, v!, { size: 22, weight: 700, fill: c.p.ink, max: 80 }),
      )
      .join('') +
    chartLine(404, 270, 312, 56, rising(10, c.rnd), c.p.accent, c.p.accent)
  );
};

const socialMediaManagement: Scene = (c) => {
  const days =
    c.lang === 'tr'
      ? ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz']
      : ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const month =
    c.lang === 'tr' ? ['Mayıs', 'Haziran', 'Eylül'][c.int(3)] : ['May', 'June', 'September'][c.int(3)];
  const chips = [c.p.accent, c.p.accent2, '#f59e0b', '#8b5cf6'];
  let cells = '';
  for (let i = 0; i < 28; i++) {
    const x = 40 + (i % 7) * 76;
    const y = 120 + Math.floor(i / 7) * 70;
    cells +=
      rect(x, y, 70, 64, '#ffffff', 6) + text(x + 8, y + 18, String(i + 1), { size: 11, fill: '#6b7280' });
    if (c.rnd() < 0.45) {
      const chip = chips[Math.floor(c.rnd() * chips.length)]!;
      cells +=
        rect(x + 6, y + 28, 58, 14, chip, 4) +
        (c.rnd() < 0.5 ? rect(x + 6, y + 46, 40, 12, chip, 4, { 'fill-opacity': 0.5 }) : '');
    }
  }
  return (
    rect(0, 0, W, H, '#eef1f5') +
    text(40, 60, `${c.brand} — ${month} 2027`, { size: 22, weight: 700, fill: '#111827', max: 520 }) +
    text(40, 84, c.title, { size: 13, fill: '#6b7280', max: 520 }) +
    days.map((d, i) => text(48 + i * 76, 110, d, { size: 12, weight: 700, fill: '#4b5563' })).join('') +
    cells +
    shadow(590, 100, 180, 300, 10) +
    rect(590, 100, 180, 300, '#ffffff', 10) +
    rect(604, 114, 152, 152, c.p.accent, 6) +
    text(680, 198, c.words[0]!, { size: 18, weight: 700, fill: '#ffffff', anchor: 'middle', max: 140 }) +
    text(604, 290, `@${domainWord(c.brand)}`, { size: 12, weight: 700, fill: '#111827' }) +
    bars(604, 302, 150, 2, 12, '#e5e7eb', c.rnd, 5) +
    rect(604, 342, 152, 28, c.p.soft, 6) +
    text(680, 361, `${String(9 + c.int(10)).padStart(2, '0')}:00`, {
      size: 12,
      weight: 700,
      fill: c.p.ink,
      anchor: 'middle',
    })
  );
};

const adManagement: Scene = (c) => {
  const kpis: [string, string][] = [
    ['CTR', pct(c, 2 + c.rnd() * 4)],
    ['CPC', money(c, 0.2 + c.rnd() * 0.6)],
    ['ROAS', `${(2 + c.rnd() * 3).toFixed(1)}x`],
    [c.w('Conversions', 'Dönüşüm'), formatNumber(400 + c.int(2000), c.lang)],
  ];
  const campaigns = c.words.slice(0, 3);
  return (
    rect(0, 0, W, H, '#f1f5f9') +
    rect(0, 0, 160, H, c.p.dark) +
    text(20, 40, c.brand, { size: 16, weight: 700, fill: '#ffffff', max: 125 }) +
    [
      c.w('Campaigns', 'Kampanyalar'),
      c.w('Ad sets', 'Reklam grupları'),
      c.w('Audiences', 'Kitleler'),
      c.w('Reports', 'Raporlar'),
    ]
      .map(
        (t, i) =>
          (i === 0 ? rect(12, 66 + i * 36, 136, 28, c.p.accent, 6) : '') +
          text(24, 85 + i * 36, t, { size: 12, fill: '#ffffff', max: 120 }),
      )
      .join('') +
    kpis
      .map(
        ([k, v], i) =>
          rect(184 + i * 150, 30, 138, 78, '#ffffff', 8) +
          text(198 + i * 150, 56, k, { size: 12, fill: '#64748b', max: 110 }) +
          text(198 + i * 150, 90, v, { size: 24, weight: 700, fill: '#0f172a', max: 115 }),
      )
      .join('') +
    rect(184, 124, 588, 150, '#ffffff', 8) +
    chartLine(204, 144, 548, 110, rising(14, c.rnd, 0.2, 0.8), c.p.accent, c.p.accent) +
    chartLine(204, 144, 548, 110, rising(14, c.rnd, 0.1, 0.5), c.p.accent2) +
    rect(184, 290, 588, 130, '#ffffff', 8) +
    campaigns
      .map(
        (name, i) =>
          circle(204, 322 + i * 34, 6, i === 2 ? '#f59e0b' : '#22c55e') +
          text(220, 327 + i * 34, name, { size: 13, weight: 700, fill: '#0f172a', max: 220 }) +
          text(500, 327 + i * 34, money(c, 100 + c.int(900)), { size: 13, fill: '#334155' }) +
          text(740, 327 + i * 34, pct(c, 1 + c.rnd() * 5), { size: 13, fill: '#334155', anchor: 'end' }),
      )
      .join('')
  );
};

const webAnalytics: Scene = (c) => {
  const users = (10 + c.rnd() * 40).toFixed(1);
  const funnel = [1, 0.62, 0.35, 0.12 + c.rnd() * 0.08];
  const steps = [
    c.w('Visit', 'Ziyaret'),
    c.w('Product', 'Ürün'),
    c.w('Cart', 'Sepet'),
    c.w('Purchase', 'Satın alma'),
  ];
  return (
    rect(0, 0, W, H, '#f8fafc') +
    text(36, 52, `${c.domain} · ${c.w('Last 30 days', 'Son 30 gün')}`, {
      size: 18,
      weight: 700,
      fill: '#0f172a',
      max: 500,
    }) +
    rect(36, 72, 460, 330, '#ffffff', 10, { stroke: '#e2e8f0' }) +
    text(56, 106, c.w('Users', 'Kullanıcılar'), { size: 13, fill: '#64748b' }) +
    text(56, 140, c.lang === 'tr' ? `${users.replace('.', ',')} B` : `${users}K`, {
      size: 30,
      weight: 700,
      fill: '#0f172a',
    }) +
    text(190, 140, `+${pct(c, 5 + c.rnd() * 30)}`, { size: 14, weight: 700, fill: '#16a34a' }) +
    chartLine(56, 170, 420, 200, rising(30, c.rnd, 0.3, 0.8), c.p.accent, c.p.accent) +
    rect(516, 72, 250, 330, '#ffffff', 10, { stroke: '#e2e8f0' }) +
    text(536, 106, c.w('Funnel', 'Huni'), { size: 13, weight: 700, fill: '#0f172a' }) +
    funnel
      .map(
        (v, i) =>
          text(536, 142 + i * 62, steps[i]!, { size: 12, fill: '#475569' }) +
          rect(536, 150 + i * 62, 210 * v, 22, i === 3 ? c.p.accent2 : c.p.accent, 4, {
            'fill-opacity': 1 - i * 0.15,
          }) +
          text(746, 142 + i * 62, c.lang === 'tr' ? `%${Math.round(v * 100)}` : `${Math.round(v * 100)}%`, {
            size: 12,
            weight: 700,
            fill: '#0f172a',
            anchor: 'end',
          }),
      )
      .join('') +
    text(36, 428, `event: purchase · ${c.title}`, { size: 12, family: 'mono', fill: '#64748b', max: 700 })
  );
};

const mobileAdvertising: Scene = (c) => {
  const cta = c.w('Install', 'Yükle');
  const app = c.named('tech');
  const feed =
    rect(0, 0, 216, 420, '#f3f4f6') +
    [0, 1, 2]
      .map(
        (i) =>
          rect(10, 40 + i * 96, 196, 84, '#ffffff', 8) +
          bars(20, 60 + i * 96, 150, 3, 16, '#e5e7eb', c.rnd, 6),
      )
      .join('') +
    rect(0, 340, 216, 80, c.p.accent) +
    rect(12, 354, 44, 44, '#ffffff', 10) +
    text(34, 384, initial(c), { size: 22, weight: 700, fill: c.p.accent, anchor: 'middle' }) +
    text(66, 372, app, { size: 13, weight: 700, fill: '#ffffff', max: 80 }) +
    text(66, 392, c.words[0]!, { size: 11, fill: '#ffffff', max: 80, opacity: 0.85 }) +
    rect(150, 362, 56, 28, '#ffffff', 14) +
    text(178, 381, cta, { size: 11, weight: 700, fill: c.p.accent, anchor: 'middle', max: 50 });
  const inter =
    rect(0, 0, 216, 420, c.p.dark) +
    circle(190, 30, 12, '#ffffff', { 'fill-opacity': 0.2 }) +
    path('M185 25 l 10 10 M195 25 l -10 10', 'none', { stroke: '#ffffff', 'stroke-width': 2 }) +
    rect(68, 80, 80, 80, c.p.accent, 20) +
    text(108, 134, initial(c), { size: 44, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    text(108, 194, app, { size: 18, weight: 700, fill: '#ffffff', anchor: 'middle', max: 190 }) +
    stars(64, 222, 5, 8, '#fbbf24') +
    textBlock(108, 262, c.headline, {
      size: 13,
      fill: '#ffffff',
      anchor: 'middle',
      max: 180,
      lines: 3,
      gap: 18,
    }) +
    rect(28, 340, 160, 40, c.p.accent2, 20) +
    text(108, 366, cta, { size: 15, weight: 700, fill: '#ffffff', anchor: 'middle' });
  return (
    bg(c.p.soft) +
    phone(150, 16, 232, 436, feed) +
    phone(430, 16, 232, 436, inter) +
    text(130, 430, '320 × 50', { size: 11, fill: c.p.muted, anchor: 'end' }) +
    text(680, 430, c.w('Interstitial', 'Geçiş reklamı'), { size: 11, fill: c.p.muted })
  );
};

const otherInternetAdvertising: Scene = (c) => {
  const subject = `${c.brand}: ${c.title}`;
  return (
    rect(0, 0, W, H, '#e5e7eb') +
    rect(30, 30, 230, 390, '#ffffff', 8) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          (i === 0 ? rect(30, 60 + i * 70, 230, 70, c.p.soft) : '') +
          text(46, 86 + i * 70, i === 0 ? c.brand : ['Ayşe K.', 'Newsletter', 'Kargo', 'Team'][i - 1]!, {
            size: 13,
            weight: 700,
            fill: '#111827',
            max: 200,
          }) +
          (i === 0
            ? text(46, 108, subject, { size: 11, fill: '#374151', max: 200 })
            : rect(46, 98 + i * 70, 160, 6, '#e5e7eb', 3)),
      )
      .join('') +
    rect(280, 30, 490, 390, '#ffffff', 8) +
    text(300, 62, subject, { size: 16, weight: 700, fill: '#111827', max: 450 }) +
    text(300, 84, `${c.w('from', 'gönderen')} hello@${c.domain}`, { size: 11, fill: '#6b7280', max: 450 }) +
    rect(330, 100, 390, 150, c.p.accent, 6) +
    text(525, 160, upper(c.brand, c.lang), {
      size: 28,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
      spacing: 3,
      max: 360,
    }) +
    text(525, 192, c.words.slice(0, 2).join(' · '), {
      size: 14,
      fill: '#ffffff',
      anchor: 'middle',
      max: 360,
    }) +
    rect(465, 208, 120, 30, '#ffffff', 15) +
    text(525, 228, c.w('Discover', 'Keşfedin'), {
      size: 12,
      weight: 700,
      fill: c.p.accent,
      anchor: 'middle',
    }) +
    [0, 1, 2]
      .map(
        (i) =>
          rect(330 + i * 134, 266, 122, 86, c.p.soft, 6) +
          circle(391 + i * 134, 309, 22, [c.p.accent2, c.p.accent, c.p.dark][i]!) +
          text(330 + i * 134, 372, c.words[(i + 1) % c.words.length]!, {
            size: 12,
            weight: 700,
            fill: '#111827',
            max: 122,
          }) +
          text(330 + i * 134, 390, money(c, 19 + i * 10), { size: 12, fill: c.p.accent }),
      )
      .join('')
  );
};

// ---------------------------------------------------------------------------------------------
// Writing & translation
// ---------------------------------------------------------------------------------------------

const translation: Scene = (c) => {
  const [from, to] = c.lang === 'tr' ? ['TR', 'EN'] : ['EN', 'TR'];
  const doc = (x: number, y: number, tag: string, title: string | null, angle: number) =>
    paper(
      x,
      y,
      270,
      340,
      '#ffffff',
      angle,
      rect(x + 20, y + 20, 44, 24, tag === from ? c.p.accent : c.p.accent2, 12) +
        text(x + 42, y + 37, tag, { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
        (title
          ? textBlock(x + 20, y + 80, title, {
              size: 17,
              weight: 700,
              fill: '#111827',
              max: 230,
              lines: 3,
              gap: 22,
            })
          : bars(x + 20, y + 70, 230, 2, 20, '#9ca3af', c.rnd, 10)) +
        bars(x + 20, y + 160, 230, 8, 18, '#e5e7eb', c.rnd),
    );
  return (
    bg(c.p.bg) +
    doc(80, 50, from, c.headline, -3) +
    doc(450, 60, to, c.other, 3) +
    circle(400, 225, 34, c.p.paper) +
    path('M382 214 h 30 l -8 -8 M418 236 h -30 l 8 8', 'none', {
      stroke: c.p.accent,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  );
};

const copywriting: Scene = (c) => {
  return (
    bg(c.p.paper) +
    rect(0, 0, 16, H, c.p.accent) +
    text(60, 90, upper(c.brand, c.lang), { size: 14, weight: 700, fill: c.p.accent, spacing: 4 }) +
    path('M60 112 q 60 -10 120 0 t 120 0', 'none', {
      stroke: c.p.accent2,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    textBlock(60, 170, c.headline, { size: 48, weight: 700, fill: c.p.ink, max: 640, lines: 3, gap: 58 }) +
    bars(60, 340, 420, 2, 16, '#e5e7eb', c.rnd, 7) +
    text(60, 400, `— ${c.seller}`, { size: 16, family: 'serif', italic: true, fill: c.p.muted }) +
    path('M640 330 l 80 -80 l 14 14 l -80 80 l -20 6 z', c.p.dark) +
    path('M720 250 l 14 14 l 8 -8 l -14 -14 z', c.p.accent)
  );
};

const websiteContent: Scene = (c) => {
  const read = `${4 + c.int(8)} ${c.w('min read', 'dk okuma')}`;
  return (
    bg(c.p.bg) +
    browser(40, 24, 720, 410, c, `${c.domain}/blog/${domainWord(c.words[0] ?? 'post')}`) +
    text(80, 96, `${c.w('Blog', 'Blog')} › ${c.words[1] ?? c.brand}`, {
      size: 12,
      fill: c.p.accent,
      max: 300,
    }) +
    textBlock(80, 136, c.headline, { size: 28, weight: 700, fill: '#111827', max: 430, lines: 2, gap: 34 }) +
    circle(92, 208, 12, c.p.soft) +
    text(112, 213, `${c.seller} · ${read}`, { size: 12, fill: '#6b7280', max: 380 }) +
    bars(80, 240, 430, 5, 18, '#e5e7eb', c.rnd, 7) +
    rect(80, 340, 4, 56, c.p.accent) +
    text(96, 362, `“${c.title}”`, { size: 16, family: 'serif', italic: true, fill: '#374151', max: 410 }) +
    rect(560, 84, 170, 220, c.p.soft, 8) +
    text(576, 110, c.w('Contents', 'İçindekiler'), { size: 13, weight: 700, fill: '#111827' }) +
    c.words
      .slice(0, 5)
      .map((w, i) => text(576, 140 + i * 28, `${i + 1}. ${w}`, { size: 12, fill: '#374151', max: 140 }))
      .join('')
  );
};

const proofreading: Scene = (c) => {
  const words = c.headline.split(' ');
  const wrong = words.length > 2 ? 1 + c.int(words.length - 2) : 0;
  let x = 130;
  let sentence = '';
  for (const [i, w] of words.entries()) {
    const shown = i === wrong ? w.slice(0, 1) + w.slice(2, 3) + w.slice(1, 2) + w.slice(3) : w;
    const width = shown.length * 11 + 8;
    if (x + width > 560) break;
    sentence += text(x, 120, shown, { size: 18, fill: '#111827' });
    if (i === wrong) {
      sentence +=
        line(x, 114, x + width - 8, 114, '#dc2626', 2) +
        text(x, 96, w, { size: 15, fill: '#16a34a', weight: 700 });
    }
    x += width;
  }
  return (
    bg(c.p.soft) +
    shadow(100, 40, 480, 380, 4) +
    rect(100, 40, 480, 380, '#ffffff', 4) +
    sentence +
    bars(130, 150, 420, 3, 22, '#d1d5db', c.rnd, 8) +
    rect(130, 222, 150, 8, '#fde68a', 0) +
    bars(130, 250, 420, 4, 22, '#d1d5db', c.rnd, 8) +
    line(300, 272, 400, 272, '#dc2626', 2) +
    path('M240 318 l 6 -12 l 6 12', 'none', { stroke: '#2563eb', 'stroke-width': 2 }) +
    bars(130, 340, 420, 2, 22, '#d1d5db', c.rnd, 8) +
    // comments in the margin
    [c.w('Typo', 'Yazım hatası'), c.w('Comma', 'Virgül'), c.w('Shorter?', 'Daha kısa?')]
      .map(
        (t, i) =>
          line(580, [116, 226, 276][i]!, 610, 90 + i * 100, '#f59e0b', 1.5) +
          rect(610, 70 + i * 100, 150, 50, '#fffbeb', 6, { stroke: '#f59e0b', 'stroke-width': 1.5 }) +
          text(624, 92 + i * 100, t, { size: 13, weight: 700, fill: '#92400e', max: 125 }) +
          text(624, 110 + i * 100, c.seller, { size: 10, fill: '#b45309', max: 125 }),
      )
      .join('')
  );
};

const scriptCreative: Scene = (c) => {
  const who = upper(c.person.split(' ')[0]!, c.lang);
  const place = c.w(
    ['INT. COFFEE SHOP — NIGHT', 'EXT. HARBOUR — DAWN', 'INT. STUDIO — DAY'][c.int(3)]!,
    ['İÇ. KAHVECİ — GECE', 'DIŞ. LİMAN — ŞAFAK', 'İÇ. STÜDYO — GÜN'][c.int(3)]!,
  );
  const mono = { size: 15, family: 'mono' as const, fill: '#111827' };
  return (
    rect(0, 0, W, H, '#d9d4ca') +
    paper(
      170,
      20,
      460,
      420,
      '#ffffff',
      -1,
      text(600, 50, `${12 + c.int(80)}.`, { ...mono, anchor: 'end' }) +
        text(210, 80, c.w('FADE IN:', 'AÇILIŞ:'), mono) +
        text(210, 118, place, { ...mono, weight: 700, max: 390 }) +
        bars(210, 140, 380, 3, 18, '#d1d5db', c.rnd, 7) +
        text(400, 224, who, { ...mono, anchor: 'middle' }) +
        text(400, 244, c.w('(quietly)', '(sessizce)'), {
          ...mono,
          size: 13,
          anchor: 'middle',
          fill: '#4b5563',
        }) +
        textBlock(290, 268, c.headline, { ...mono, max: 230, lines: 3, gap: 20 }) +
        bars(210, 340, 380, 2, 18, '#d1d5db', c.rnd, 7) +
        text(590, 410, c.w('CUT TO:', 'KESME:'), { ...mono, anchor: 'end' }),
    )
  );
};

const transcription: Scene = (c) => {
  const speakers = [c.person.split(' ')[0]!, c.partner.split(' ')[0]!];
  const lines = [c.headline, c.words.slice(0, 3).join(', '), c.title];
  return (
    bg(c.p.bg) +
    rect(40, 40, 720, 110, c.p.dark, 10) +
    waveform(60, 96, 680, 70, 120, c.p.accent, c.rnd) +
    rect(300, 50, 2, 90, '#ffffff') +
    ['00:00', '00:30', '01:00', '01:30', '02:00']
      .map((t, i) => text(60 + i * 165, 142, t, { size: 10, family: 'mono', fill: '#cbd5e1' }))
      .join('') +
    shadow(40, 170, 720, 250, 10) +
    rect(40, 170, 720, 250, c.p.paper, 10) +
    lines
      .map((l, i) => {
        const y = 210 + i * 72;
        const stamp = `[00:${String(i * 24 + c.int(20)).padStart(2, '0')}:${String(c.int(59)).padStart(2, '0')}]`;
        return (
          text(64, y, stamp, { size: 13, family: 'mono', fill: c.p.muted }) +
          text(200, y, `${speakers[i % 2]}:`, {
            size: 14,
            weight: 700,
            fill: i % 2 ? c.p.accent2 : c.p.accent,
          }) +
          text(290, y, l, { size: 14, fill: c.p.ink, max: 450 }) +
          bars(290, y + 14, 440, 1, 12, '#e5e7eb', c.rnd, 6)
        );
      })
      .join('')
  );
};

const pressRelease: Scene = (c) => {
  const city = c.lang === 'tr' ? 'İSTANBUL' : 'LONDON';
  const date = c.lang === 'tr' ? `${1 + c.int(28)} Mayıs 2027` : `May ${1 + c.int(28)}, 2027`;
  return (
    rect(0, 0, W, H, c.p.soft) +
    paper(
      150,
      24,
      500,
      410,
      '#ffffff',
      0,
      logoMark(c, 190, 70, 22, c.p.accent, '#ffffff', c.index) +
        text(222, 78, c.named('media'), { size: 18, weight: 700, fill: c.p.ink, max: 250 }) +
        text(620, 66, c.w('PRESS RELEASE', 'BASIN BÜLTENİ'), {
          size: 14,
          weight: 700,
          fill: c.p.accent,
          anchor: 'end',
          spacing: 1,
        }) +
        text(620, 86, c.w('For immediate release', 'Hemen yayımlanabilir'), {
          size: 11,
          fill: c.p.muted,
          anchor: 'end',
        }) +
        line(180, 110, 620, 110, c.p.accent, 2) +
        textBlock(180, 150, c.headline, {
          size: 24,
          weight: 700,
          fill: '#111827',
          max: 440,
          lines: 2,
          gap: 30,
        }) +
        text(180, 222, `${city}, ${date} —`, { size: 13, weight: 700, fill: '#111827' }) +
        bars(180, 236, 440, 7, 18, '#d1d5db', c.rnd, 7) +
        text(400, 390, '###', { size: 16, weight: 700, fill: '#6b7280', anchor: 'middle' }),
    )
  );
};

const brandNameSlogan: Scene = (c) => {
  const names = [
    c.brand,
    ...['Nova', 'Vela', 'Koru', 'Aster', 'Ekin', 'Pera', 'Lumen'].filter((n) => n !== c.brand),
  ].slice(0, 6);
  const chosen = c.int(names.length);
  const notes = names
    .map((n, i) => {
      const x = 60 + (i % 3) * 175;
      const y = 60 + Math.floor(i / 3) * 150;
      const fill = ['#fef08a', '#fbcfe8', '#bae6fd', '#bbf7d0', '#fed7aa', '#ddd6fe'][i]!;
      return (
        paper(
          x,
          y,
          150,
          120,
          fill,
          ((i * 37) % 7) - 3,
          text(x + 75, y + 70, n, { size: 24, weight: 700, fill: '#1f2937', anchor: 'middle', max: 130 }),
        ) +
        (i === chosen
          ? ellipse(x + 75, y + 62, 84, 44, 'none', { stroke: '#dc2626', 'stroke-width': 4 })
          : '') +
        (i !== chosen && i % 2 ? line(x + 25, y + 64, x + 125, y + 64, '#6b7280', 3) : '')
      );
    })
    .join('');
  return (
    rect(0, 0, W, H, '#c8b49c') +
    notes +
    rect(600, 60, 170, 270, '#ffffff', 4) +
    text(616, 92, c.w('Slogan', 'Slogan'), { size: 13, weight: 700, fill: c.p.accent }) +
    textBlock(616, 130, `“${c.title}”`, {
      size: 18,
      family: 'serif',
      italic: true,
      fill: '#111827',
      max: 140,
      lines: 5,
      gap: 24,
    }) +
    text(616, 310, `— ${names[chosen]}`, { size: 14, weight: 700, fill: '#374151', max: 140 })
  );
};

const cvCoverLetter: Scene = (c) => {
  const role = c.words[0] ?? c.w('Designer', 'Tasarımcı');
  const sections = [c.w('Experience', 'Deneyim'), c.w('Education', 'Eğitim')];
  return (
    rect(0, 0, W, H, '#dfe4ea') +
    paper(
      470,
      40,
      280,
      370,
      '#ffffff',
      5,
      text(500, 90, c.w('Dear hiring team,', 'Sayın yetkili,'), {
        size: 14,
        family: 'serif',
        fill: '#111827',
      }) + bars(500, 110, 220, 10, 20, '#e5e7eb', c.rnd),
    ) +
    shadow(90, 20, 380, 410, 4) +
    rect(90, 20, 380, 410, '#ffffff', 4) +
    rect(90, 20, 130, 410, c.p.dark, 4) +
    circle(155, 96, 46, c.p.soft) +
    frame(109, 50, 92, 92, bust(lookOf(c.person), 0, 6, 92)) +
    text(106, 178, c.w('Contact', 'İletişim'), { size: 12, weight: 700, fill: '#ffffff' }) +
    bars(106, 192, 96, 3, 14, '#ffffff', c.rnd, 5).replace(
      /fill="#ffffff"/g,
      'fill="#ffffff" fill-opacity="0.4"',
    ) +
    text(106, 256, c.w('Skills', 'Yetenekler'), { size: 12, weight: 700, fill: '#ffffff' }) +
    c.words
      .slice(0, 4)
      .map(
        (w, i) =>
          text(106, 280 + i * 34, w, { size: 10, fill: '#ffffff', max: 98 }) +
          rect(106, 286 + i * 34, 96, 5, '#ffffff', 2, { 'fill-opacity': 0.25 }) +
          rect(106, 286 + i * 34, 40 + c.int(56), 5, c.p.accent2, 2),
      )
      .join('') +
    text(240, 72, c.person, { size: 24, weight: 700, fill: '#111827', max: 215 }) +
    text(240, 96, role, { size: 14, fill: c.p.accent, max: 215 }) +
    sections
      .map(
        (s, i) =>
          text(240, 140 + i * 140, upper(s, c.lang), { size: 12, weight: 700, fill: '#111827', spacing: 1 }) +
          line(240, 148 + i * 140, 450, 148 + i * 140, '#e5e7eb', 1.5) +
          text(240, 172 + i * 140, `${2019 + c.int(5)} – ${2026}`, {
            size: 11,
            weight: 700,
            fill: '#374151',
          }) +
          bars(240, 184 + i * 140, 205, 4, 16, '#e5e7eb', c.rnd, 6),
      )
      .join('')
  );
};

const commentReview: Scene = (c) => {
  const quotes = [c.title, c.words.slice(0, 3).join(', '), c.headline];
  const people = [c.person, c.partner, 'Lena F.'];
  return (
    bg(c.p.bg) +
    rect(40, 50, 220, 350, c.p.dark, 12) +
    text(150, 150, (4.5 + c.rnd() * 0.5).toFixed(1).replace('.', c.lang === 'tr' ? ',' : '.'), {
      size: 64,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
    }) +
    stars(84, 186, 5, 10, '#fbbf24') +
    text(150, 226, `${40 + c.int(400)} ${c.w('reviews', 'değerlendirme')}`, {
      size: 13,
      fill: '#cbd5e1',
      anchor: 'middle',
    }) +
    [5, 4, 3, 2, 1]
      .map(
        (n, i) =>
          text(66, 268 + i * 24, String(n), { size: 11, fill: '#cbd5e1' }) +
          rect(82, 259 + i * 24, 150, 8, '#ffffff', 4, { 'fill-opacity': 0.15 }) +
          rect(82, 259 + i * 24, [130, 40, 14, 6, 3][i]!, 8, '#fbbf24', 4),
      )
      .join('') +
    quotes
      .map(
        (q, i) =>
          shadow(290, 50 + i * 120, 470, 104, 10) +
          rect(290, 50 + i * 120, 470, 104, c.p.paper, 10) +
          circle(324, 84 + i * 120, 16, [c.p.accent, c.p.accent2, c.p.soft][i]!) +
          text(350, 82 + i * 120, people[i]!, { size: 14, weight: 700, fill: c.p.ink, max: 200 }) +
          stars(596, 80 + i * 120, 5 - (i === 1 ? 1 : 0), 7, '#f59e0b') +
          text(310, 124 + i * 120, `“${q}”`, {
            size: 15,
            family: 'serif',
            italic: true,
            fill: '#374151',
            max: 430,
          }),
      )
      .join('')
  );
};

const otherWriting: Scene = (c) => {
  const author = c.seller;
  const fill = c.p.accent;
  return (
    bg(c.p.soft) +
    // a book standing, seen from the spine
    rect(560, 70, 46, 330, c.p.dark, 3) +
    text(583, 235, upper(c.title.split(' ').slice(0, 3).join(' '), c.lang), {
      size: 14,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
      max: 300,
    }).replace('<text ', '<text transform="rotate(90 583 235)" ') +
    rect(612, 90, 60, 310, c.p.accent2, 3) +
    text(642, 245, author, { size: 13, fill: '#ffffff', anchor: 'middle', max: 280 }).replace(
      '<text ',
      '<text transform="rotate(90 642 245)" ',
    ) +
    // the front cover
    shadow(200, 36, 270, 380, 3) +
    rect(200, 36, 270, 380, fill, 3) +
    rect(200, 36, 14, 380, darker(fill, 0.25)) +
    circle(335, 250, 70, '#ffffff', { 'fill-opacity': 0.18 }) +
    circle(370, 230, 40, c.p.accent2, { 'fill-opacity': 0.8 }) +
    textBlock(234, 100, c.title, {
      size: 28,
      weight: 700,
      family: 'serif',
      fill: '#ffffff',
      max: 216,
      lines: 3,
      gap: 34,
    }) +
    text(335, 380, upper(author, c.lang), {
      size: 14,
      fill: '#ffffff',
      anchor: 'middle',
      spacing: 2,
      max: 230,
    }) +
    text(335, 402, c.named('books'), { size: 10, fill: '#ffffff', anchor: 'middle', opacity: 0.8, max: 230 })
  );
};

// ---------------------------------------------------------------------------------------------
// Video & animation
// ---------------------------------------------------------------------------------------------

const timecode = (c: Ctx, hours = 0) =>
  [hours, c.int(59), c.int(59), c.int(24)].map((n) => String(n).padStart(2, '0')).join(':');

const intros: Scene = (c) => {
  let rays = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    rays += poly(
      [
        [400, 200],
        [400 + 600 * Math.cos(a), 200 + 600 * Math.sin(a)],
        [400 + 600 * Math.cos(a + 0.12), 200 + 600 * Math.sin(a + 0.12)],
      ],
      c.p.accent,
      { 'fill-opacity': 0.12 },
    );
  }
  return (
    rect(0, 0, W, H, '#05060a') +
    rays +
    circle(400, 200, 120, c.p.accent, { 'fill-opacity': 0.25 }) +
    circle(400, 200, 70, c.p.accent, { 'fill-opacity': 0.35 }) +
    text(400, 216, upper(c.brand, c.lang), {
      size: 56,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
      spacing: 6,
      max: 600,
    }) +
    text(400, 256, c.title, { size: 16, fill: '#e5e7eb', anchor: 'middle', max: 560 }) +
    rect(40, 330, 720, 60, '#111827', 6) +
    rect(40, 330, 720, 14, '#1f2937', 6) +
    [120, 260, 330, 520, 640].map((x) => path(`M${x} 362 l 7 7 l -7 7 l -7 -7 z`, '#fbbf24')).join('') +
    rect(300, 330, 2, 60, '#ef4444') +
    text(760, 418, timecode(c), { size: 13, family: 'mono', fill: '#9ca3af', anchor: 'end' }) +
    text(40, 418, `${c.brand}_intro_v${1 + c.int(5)}.mp4`, { size: 13, family: 'mono', fill: '#9ca3af' })
  );
};

const animation3d: Scene = (c) => {
  let floor = '';
  for (let i = 0; i <= 10; i++)
    floor += line(80 + i * 64, 330, 400 + (i - 5) * 140, 450, '#ffffff', 1, { 'stroke-opacity': 0.15 });
  let balls = '';
  for (let i = 0; i < 7; i++) {
    const t = i / 6;
    const x = 120 + t * 420;
    const y = 310 - Math.abs(Math.sin(t * Math.PI * 1.5)) * 190;
    const squash = i === 4 ? 1.35 : 1;
    balls += ellipse(x, y + (squash > 1 ? 6 : 0), 24 * squash, 24 / squash, c.p.accent, {
      'fill-opacity': 0.2 + 0.8 * t,
    });
  }
  return (
    rect(0, 0, W, H, '#1e2230') +
    floor +
    line(80, 330, 720, 330, '#ffffff', 1.5, { 'stroke-opacity': 0.3 }) +
    polyline(
      Array.from({ length: 25 }, (_, i) => {
        const t = i / 24;
        return [120 + t * 420, 310 - Math.abs(Math.sin(t * Math.PI * 1.5)) * 190] as [number, number];
      }),
      '#ffffff',
      1.5,
      { 'stroke-dasharray': '4 6', 'stroke-opacity': 0.5 },
    ) +
    balls +
    rect(580, 40, 190, 150, '#111827', 8) +
    text(596, 64, c.w('Graph editor', 'Eğri düzenleyici'), { size: 12, fill: '#9ca3af' }) +
    path('M596 170 C 640 170, 640 80, 680 80 S 720 170, 756 170', 'none', {
      stroke: c.p.accent2,
      'stroke-width': 2.5,
    }) +
    text(40, 60, c.named('studio'), { size: 18, weight: 700, fill: '#ffffff', max: 400 }) +
    text(40, 84, c.title, { size: 13, fill: '#cbd5e1', max: 400 }) +
    rect(40, 380, 720, 44, '#111827', 6) +
    Array.from({ length: 13 }, (_, i) =>
      text(60 + i * 54, 396, String(i * 4), { size: 9, fill: '#6b7280' }),
    ).join('') +
    [0, 2, 5, 8, 12].map((i) => path(`M${60 + i * 54} 408 l 6 6 l -6 6 l -6 -6 z`, '#fbbf24')).join('') +
    text(760, 440, '24 fps', { size: 11, fill: '#9ca3af', anchor: 'end' })
  );
};

const videoAds: Scene = (c) => {
  const off = c.lang === 'tr' ? `%${20 + 10 * c.int(4)} indirim` : `${20 + 10 * c.int(4)}% off`;
  return (
    rect(0, 0, W, H, '#0b0b0f') +
    frame(
      60,
      30,
      680,
      382,
      rect(0, 0, 680, 382, c.p.accent) +
        circle(480, 190, 150, '#ffffff', { 'fill-opacity': 0.15 }) +
        rect(440, 110, 90, 170, c.p.paper, 14) +
        rect(455, 90, 60, 30, c.p.dark, 6) +
        text(485, 210, initial(c), { size: 40, weight: 700, fill: c.p.accent, anchor: 'middle' }) +
        text(40, 130, c.brand, { size: 44, weight: 700, fill: '#ffffff', max: 360 }) +
        textBlock(40, 176, c.headline, { size: 20, fill: '#ffffff', max: 340, lines: 2, gap: 26 }) +
        rect(40, 236, 170, 44, '#ffffff', 22) +
        text(125, 264, off, { size: 16, weight: 700, fill: c.p.accent, anchor: 'middle', max: 150 }) +
        rect(0, 346, 680, 36, '#000000', 0, { 'fill-opacity': 0.45 }) +
        rect(0, 346, 680, 4, '#ffffff', 0, { 'fill-opacity': 0.3 }) +
        rect(0, 346, 120 + c.int(300), 4, '#facc15') +
        path('M20 356 l 14 8 l -14 8 z', '#ffffff') +
        text(50, 370, `${c.w('Ad', 'Reklam')} · 0:${String(5 + c.int(25)).padStart(2, '0')}`, {
          size: 12,
          fill: '#ffffff',
        }) +
        rect(560, 290, 110, 36, '#000000', 4, { 'fill-opacity': 0.6 }) +
        text(615, 313, c.w('Skip ad ›', 'Reklamı geç ›'), {
          size: 13,
          fill: '#ffffff',
          anchor: 'middle',
          max: 100,
        }),
    )
  );
};

const editingPost: Scene = (c) => {
  const tracks = ['V2', 'V1', 'A1', 'A2'];
  let clips = '';
  for (const [t, name] of tracks.entries()) {
    let x = 120;
    while (x < 740) {
      const w = 60 + c.rnd() * 140;
      const color = t < 2 ? (t === 0 ? '#8b5cf6' : c.p.accent2) : '#22c55e';
      if (!(t === 0 && c.rnd() < 0.5))
        clips += rect(x, 300 + t * 34, Math.min(w, 740 - x), 28, color, 3, { 'fill-opacity': 0.85 });
      x += w + 4;
    }
    clips += text(70, 319 + t * 34, name, { size: 11, weight: 700, fill: '#9ca3af' });
  }
  return (
    rect(0, 0, W, H, '#16181d') +
    rect(20, 20, 200, 250, '#1f2228', 4) +
    text(32, 42, c.w('Media', 'Medya'), { size: 12, weight: 700, fill: '#d1d5db' }) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          rect(32, 56 + i * 52, 60, 40, [c.p.accent, c.p.accent2, '#64748b', '#a16207'][i]!, 2) +
          text(100, 80 + i * 52, `A00${1 + i}_C0${i + 3}.mov`, { size: 10, family: 'mono', fill: '#9ca3af' }),
      )
      .join('') +
    rect(240, 20, 540, 250, '#000000', 2) +
    frame(
      290,
      30,
      440,
      220,
      rect(0, 0, 440, 220, '#334155') +
        circle(330, 70, 30, '#fcd34d', { 'fill-opacity': 0.8 }) +
        poly(
          [
            [0, 220],
            [140, 100],
            [260, 180],
            [340, 130],
            [440, 220],
          ],
          '#1e293b',
        ) +
        text(220, 196, c.title, { size: 16, weight: 700, fill: '#ffffff', anchor: 'middle', max: 400 }),
    ) +
    text(760, 262, timecode(c, 1), { size: 12, family: 'mono', fill: '#facc15', anchor: 'end' }) +
    text(250, 262, c.named('studio'), { size: 12, fill: '#9ca3af', max: 300 }) +
    rect(20, 284, 760, 150, '#1f2228', 4) +
    clips +
    rect(430, 288, 2, 142, '#ef4444') +
    path('M424 284 h 14 l -7 8 z', '#ef4444')
  );
};

const videoProduction: Scene = (c) => {
  const vf =
    rect(0, 0, 680, 382, darker(c.p.accent2, -0.35)) +
    circle(420 + c.int(200), 60 + c.int(60), 40, '#fde68a', { 'fill-opacity': 0.8 }) +
    path(
      `M0 ${230 + c.int(40)} C 160 200, 320 230, 680 ${190 + c.int(40)} L 680 382 L 0 382 Z`,
      darker(c.p.accent2, 0.35),
    ) +
    bust(lookOf(c.person), 200, 110, 280);
  return (
    rect(0, 0, W, H, '#0a0a0a') +
    frame(60, 34, 680, 382, vf) +
    [1, 2]
      .map((i) =>
        line(60 + (680 * i) / 3, 34, 60 + (680 * i) / 3, 416, '#ffffff', 1, { 'stroke-opacity': 0.35 }),
      )
      .join('') +
    [1, 2]
      .map((i) =>
        line(60, 34 + (382 * i) / 3, 740, 34 + (382 * i) / 3, '#ffffff', 1, { 'stroke-opacity': 0.35 }),
      )
      .join('') +
    path('M320 150 h -20 v 20 M460 150 h 20 v 20 M320 290 h -20 v -20 M460 290 h 20 v -20', 'none', {
      stroke: '#22c55e',
      'stroke-width': 3,
    }) +
    circle(92, 66, 8, '#ef4444') +
    text(108, 72, 'REC', { size: 16, weight: 700, fill: '#ffffff' }) +
    text(400, 72, timecode(c), { size: 16, family: 'mono', fill: '#ffffff', anchor: 'middle' }) +
    text(720, 72, '4K 25p', { size: 14, weight: 700, fill: '#ffffff', anchor: 'end' }) +
    text(84, 400, `ISO ${[400, 800, 1600][c.int(3)]} · 1/50 · f/2.8`, {
      size: 13,
      family: 'mono',
      fill: '#ffffff',
    }) +
    text(716, 400, `${c.brand} · ${c.w('Take', 'Çekim')} ${1 + c.int(9)}`, {
      size: 13,
      fill: '#ffffff',
      anchor: 'end',
      max: 280,
    }) +
    [0, 1]
      .map(
        (i) =>
          rect(700 + i * 10, 120, 6, 120, '#ffffff', 2, { 'fill-opacity': 0.25 }) +
          rect(700 + i * 10, 150 + i * 20, 6, 90 - i * 20, '#22c55e', 2),
      )
      .join('')
  );
};

const broadcasters: Scene = (c) => {
  const live = c.w('LIVE', 'CANLI');
  const ticker = `${c.words.join(' • ')} • ${c.headline}`;
  return (
    rect(0, 0, W, H, '#0f172a') +
    rect(0, 0, W, 330, c.p.dark) +
    circle(600, 140, 180, c.p.accent, { 'fill-opacity': 0.15 }) +
    rect(80, 70, 640, 10, '#ffffff', 0, { 'fill-opacity': 0.05 }) +
    bust(lookOf(c.person), 270, 70, 260) +
    rect(620, 24, 130, 36, '#000000', 4, { 'fill-opacity': 0.4 }) +
    text(685, 48, c.named('media'), { size: 13, weight: 700, fill: '#ffffff', anchor: 'middle', max: 120 }) +
    rect(40, 24, 84, 30, '#dc2626', 4) +
    text(82, 45, live, { size: 14, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    rect(40, 262, 560, 44, c.p.accent) +
    rect(40, 306, 560, 30, '#ffffff') +
    text(56, 292, c.person, { size: 20, weight: 700, fill: '#ffffff', max: 520 }) +
    text(56, 327, c.title, { size: 15, fill: '#111827', max: 530 }) +
    rect(0, 380, W, 40, '#facc15') +
    rect(0, 380, 120, 40, '#111827') +
    text(60, 406, `${String(8 + c.int(12)).padStart(2, '0')}:${String(c.int(59)).padStart(2, '0')}`, {
      size: 16,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
    }) +
    text(136, 406, ticker, { size: 16, weight: 700, fill: '#111827', max: 650 })
  );
};

const promoActing: Scene = (c) => {
  const stripes = Array.from({ length: 9 }, (_, i) =>
    poly(
      [
        [i * 50, 0],
        [30 + i * 50, 0],
        [10 + i * 50, 40],
        [i * 50 - 20, 40],
      ],
      i % 2 ? '#ffffff' : '#111827',
    ),
  ).join('');
  const field = (x: number, y: number, label: string, value: string, w: number) =>
    text(x, y, label, { size: 11, fill: '#9ca3af' }) +
    text(x, y + 28, value, { size: 22, weight: 700, fill: '#ffffff', max: w, family: 'serif' });
  return (
    bg(c.p.bg) +
    group(
      frame(40, 70, 410, 40, rect(0, 0, 410, 40, '#111827') + stripes) +
        rect(40, 70, 410, 40, 'none', 0, { stroke: '#111827', 'stroke-width': 4 }),
      {
        transform: 'rotate(-8 40 110)',
      },
    ) +
    shadow(40, 116, 410, 290, 4) +
    rect(40, 116, 410, 290, '#111827', 4) +
    field(60, 150, c.w('PRODUCTION', 'YAPIM'), c.named('media'), 370) +
    line(56, 192, 434, 192, '#4b5563', 1.5) +
    field(60, 218, c.w('ROLL', 'RULO'), String(1 + c.int(9)).padStart(2, '0'), 100) +
    field(180, 218, c.w('SCENE', 'SAHNE'), String(1 + c.int(40)), 100) +
    field(300, 218, c.w('TAKE', 'ÇEKİM'), String(1 + c.int(9)), 100) +
    line(56, 262, 434, 262, '#4b5563', 1.5) +
    field(60, 288, c.w('DIRECTOR', 'YÖNETMEN'), c.seller, 370) +
    field(
      60,
      350,
      c.w('DATE', 'TARİH'),
      `${String(1 + c.int(28)).padStart(2, '0')}.0${1 + c.int(9)}.2027`,
      200,
    ) +
    shadow(490, 90, 270, 300, 8) +
    frame(
      490,
      90,
      270,
      300,
      rect(0, 0, 270, 300, c.p.accent2) +
        rect(0, 200, 270, 100, darker(c.p.accent2, 0.3)) +
        bust(lookOf(c.person), -10, 80, 180) +
        bust(lookOf(c.partner), 100, 70, 190) +
        text(135, 40, c.title, { size: 14, weight: 700, fill: '#ffffff', anchor: 'middle', max: 250 }),
    )
  );
};

const specialOccasions: Scene = (c) => {
  const names = `${c.person.split(' ')[0]} & ${c.partner.split(' ')[0]}`;
  let holes = '';
  for (let i = 0; i < 22; i++)
    holes += rect(10 + i * 36, 70, 18, 12, '#f5f5f4', 3) + rect(10 + i * 36, 358, 18, 12, '#f5f5f4', 3);
  const still = (i: number) =>
    rect(0, 0, 230, 250, [c.p.accent, c.p.accent2, darker(c.p.soft, 0.2)][i]!) +
    circle(180, 60, 30, '#ffffff', { 'fill-opacity': 0.3 }) +
    (i === 1
      ? bust(lookOf(c.person), 10, 80, 170) + bust(lookOf(c.partner), 80, 70, 180)
      : path('M115 120 c -20 -34, -70 -10, -40 26 l 40 40 l 40 -40 c 30 -36, -20 -60, -40 -26 z', '#ffffff', {
          'fill-opacity': 0.85,
        }));
  return (
    rect(0, 0, W, H, c.p.dark) +
    rect(0, 60, W, 320, '#1c1917') +
    holes +
    [0, 1, 2].map((i) => frame(28 + i * 252, 96, 230, 250, still(i))).join('') +
    rect(200, 180, 400, 96, '#000000', 10, { 'fill-opacity': 0.55 }) +
    text(400, 226, names, {
      size: 34,
      family: 'serif',
      italic: true,
      fill: '#ffffff',
      anchor: 'middle',
      max: 380,
    }) +
    text(400, 258, `${String(1 + c.int(28)).padStart(2, '0')}.0${1 + c.int(9)}.2027 · ${c.brand}`, {
      size: 14,
      fill: '#e5e7eb',
      anchor: 'middle',
      max: 380,
    }) +
    circle(400, 420, 16, '#ffffff', { 'fill-opacity': 0.9 }) +
    path('M395 412 l 12 8 l -12 8 z', c.p.dark) +
    text(40, 32, c.title, { size: 15, fill: '#e5e7eb', max: 700 })
  );
};

const otherVideo: Scene = (c) => {
  const reel = (title: string, fill: string, i: number) =>
    rect(0, 0, 216, 420, fill) +
    circle(108, 150, 80, '#ffffff', { 'fill-opacity': 0.12 }) +
    bust(lookOf(`${c.person}${i}`), 28, 90, 160) +
    rect(14, 260, 188, 70, '#000000', 6, { 'fill-opacity': 0.55 }) +
    textBlock(108, 288, title, {
      size: 15,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
      max: 176,
      lines: 2,
      gap: 20,
    }) +
    text(14, 366, `@${domainWord(c.brand)}`, { size: 12, weight: 700, fill: '#ffffff' }) +
    text(14, 386, c.words[i % c.words.length]!, { size: 11, fill: '#ffffff', max: 150, opacity: 0.85 }) +
    path('M190 200 c -5 -9, -18 -4, -12 7 l 12 11 l 12 -11 c 6 -11, -7 -16, -12 -7 z', '#ffffff') +
    text(190, 236, `${1 + c.int(90)}K`, { size: 10, fill: '#ffffff', anchor: 'middle' });
  return (
    bg(c.p.soft) +
    phone(140, 16, 232, 436, reel(c.title, c.p.accent, 0)) +
    phone(428, 16, 232, 436, reel(c.words.slice(1, 3).join(' '), c.p.dark, 1))
  );
};

// ---------------------------------------------------------------------------------------------
// Sound & music
// ---------------------------------------------------------------------------------------------

const voiceOver: Scene = (c) => {
  let grille = '';
  for (let i = 0; i < 7; i++) grille += line(128, 90 + i * 16, 232, 90 + i * 16, '#9ca3af', 2);
  return (
    rect(0, 0, W, H, '#111827') +
    circle(180, 150, 110, c.p.accent, { 'fill-opacity': 0.15 }) +
    rect(120, 70, 120, 150, '#374151', 60) +
    grille +
    rect(170, 220, 20, 80, '#4b5563') +
    rect(120, 300, 120, 16, '#4b5563', 6) +
    circle(90, 150, 70, 'none', { stroke: '#6b7280', 'stroke-width': 3, 'fill-opacity': 0 }) +
    rect(300, 60, 460, 110, '#1f2937', 10) +
    waveform(316, 115, 428, 80, 90, c.p.accent, c.rnd) +
    text(316, 84, `VO_${domainWord(c.brand)}_take0${1 + c.int(8)}.wav`, {
      size: 12,
      family: 'mono',
      fill: '#9ca3af',
      max: 420,
    }) +
    rect(300, 190, 460, 220, '#f9fafb', 10) +
    text(320, 222, c.w('Script', 'Metin'), { size: 12, weight: 700, fill: c.p.accent }) +
    textBlock(320, 256, `“${c.headline}”`, {
      size: 20,
      family: 'serif',
      fill: '#111827',
      max: 420,
      lines: 3,
      gap: 28,
    }) +
    text(320, 380, `— ${c.seller}`, { size: 13, fill: '#6b7280' })
  );
};

const jingles: Scene = (c) => {
  let staff = '';
  for (let s = 0; s < 2; s++) {
    for (let i = 0; i < 5; i++)
      staff += line(60, 130 + s * 130 + i * 12, 740, 130 + s * 130 + i * 12, '#374151', 1.5);
    for (let n = 0; n < 12; n++) {
      const x = 110 + n * 52;
      const y = 130 + s * 130 + 48 - Math.floor(c.rnd() * 9) * 6;
      staff +=
        ellipse(x, y, 8, 6, '#111827', { transform: `rotate(-20 ${x} ${y})` }) +
        line(x + 7, y, x + 7, y - 36, '#111827', 2);
    }
  }
  return (
    bg('#fffdf7') +
    text(60, 70, `${c.brand} ${c.w('Jingle', 'Cıngılı')}`, {
      size: 26,
      weight: 700,
      family: 'serif',
      fill: '#111827',
      max: 500,
    }) +
    text(740, 70, `120 BPM · 0:${[15, 20, 30][c.int(3)]}`, {
      size: 14,
      weight: 700,
      fill: c.p.accent,
      anchor: 'end',
    }) +
    text(60, 96, c.title, { size: 13, fill: '#6b7280', max: 500 }) +
    staff +
    rect(60, 380, 680, 50, c.p.dark, 8) +
    waveform(76, 405, 648, 36, 110, c.p.accent2, c.rnd)
  );
};

const mixing: Scene = (c) => {
  const names = ['KICK', 'SNARE', 'BASS', 'GTR', 'KEYS', 'VOX', 'FX', 'MSTR'];
  let strips = '';
  for (const [i, n] of names.entries()) {
    const x = 40 + i * 90;
    const level = 0.3 + c.rnd() * 0.6;
    strips +=
      rect(x, 40, 80, 370, i === 7 ? '#2b2f3a' : '#1f232b', 6) +
      circle(x + 40, 74, 14, '#374151', { stroke: '#6b7280', 'stroke-width': 2 }) +
      line(x + 40, 74, x + 40 + 10 * Math.cos(c.rnd() * 6), 74 - 10, '#e5e7eb', 2) +
      circle(x + 40, 114, 10, '#374151', { stroke: '#6b7280', 'stroke-width': 2 }) +
      rect(x + 24, 140, 4, 220, '#111827', 2) +
      rect(x + 52, 360 - level * 220, 8, level * 220, level > 0.75 ? '#f59e0b' : '#22c55e', 2) +
      rect(x + 14, 360 - level * 200 - 10, 24, 18, '#d1d5db', 3) +
      text(x + 40, 392, n, {
        size: 12,
        weight: 700,
        fill: i === 7 ? c.p.accent : '#e5e7eb',
        anchor: 'middle',
      });
  }
  return (
    rect(0, 0, W, H, '#0b0d11') +
    strips +
    text(40, 434, `${c.brand} — ${c.title}`, { size: 13, fill: '#9ca3af', max: 520 }) +
    text(760, 434, `-${(9 + c.rnd() * 6).toFixed(1)} LUFS`, {
      size: 13,
      weight: 700,
      fill: c.p.accent,
      anchor: 'end',
      family: 'mono',
    })
  );
};

const podcast: Scene = (c) => {
  const ep = `${c.w('EP.', 'B.')} ${10 + c.int(90)}`;
  return (
    rect(0, 0, W, H, '#18181b') +
    shadow(40, 60, 300, 300, 12) +
    rect(40, 60, 300, 300, c.p.accent, 12) +
    circle(190, 170, 70, '#ffffff', { 'fill-opacity': 0.18 }) +
    rect(170, 120, 40, 80, '#ffffff', 20) +
    path('M150 170 a 40 40 0 0 0 80 0', 'none', { stroke: '#ffffff', 'stroke-width': 6 }) +
    line(190, 210, 190, 230, '#ffffff', 6) +
    text(190, 290, upper(c.brand, c.lang), {
      size: 32,
      weight: 700,
      fill: '#ffffff',
      anchor: 'middle',
      spacing: 3,
      max: 270,
    }) +
    text(190, 322, 'PODCAST', { size: 14, fill: '#ffffff', anchor: 'middle', spacing: 6 }) +
    text(370, 84, `${ep} — ${c.title}`, { size: 18, weight: 700, fill: '#ffffff', max: 400 }) +
    [c.person.split(' ')[0]!, c.partner.split(' ')[0]!]
      .map(
        (who, i) =>
          rect(370, 110 + i * 110, 390, 96, '#27272a', 8) +
          text(386, 132 + i * 110, who, { size: 12, weight: 700, fill: '#d4d4d8' }) +
          waveform(386, 170 + i * 110, 358, 50, 80, i ? c.p.accent2 : c.p.accent, c.rnd),
      )
      .join('') +
    [470, 610].map((x) => rect(x, 106, 2, 212, '#f43f5e')).join('') +
    rect(370, 336, 390, 24, '#27272a', 12) +
    rect(370, 336, 150 + c.int(150), 24, c.p.accent, 12) +
    text(760, 390, `${30 + c.int(30)}:${String(c.int(59)).padStart(2, '0')}`, {
      size: 13,
      family: 'mono',
      fill: '#a1a1aa',
      anchor: 'end',
    })
  );
};

const composition: Scene = (c) => {
  const chords = [
    ['Am', 'F', 'C', 'G'],
    ['C', 'G', 'Am', 'F'],
    ['Dm', 'G', 'C', 'Em'],
  ][c.int(3)]!;
  const syllables = c.headline.split(' ').slice(0, 8);
  let staff = '';
  for (let i = 0; i < 5; i++) staff += line(60, 190 + i * 12, 740, 190 + i * 12, '#374151', 1.5);
  for (let n = 0; n < 8; n++) {
    const x = 110 + n * 80;
    const y = 238 - Math.floor(c.rnd() * 9) * 6;
    staff +=
      ellipse(x, y, 9, 6.5, '#111827', { transform: `rotate(-20 ${x} ${y})` }) +
      line(x + 8, y, x + 8, y - 38, '#111827', 2);
    if (syllables[n])
      staff += text(x, 290, syllables[n]!, { size: 13, fill: '#374151', anchor: 'middle', max: 76 });
  }
  [0, 2, 4, 6].forEach((n, i) => {
    staff += text(110 + n * 80, 160, chords[i]!, { size: 16, weight: 700, fill: c.p.accent });
  });
  [270, 430, 590].forEach((x) => {
    staff += line(x, 190, x, 238, '#374151', 1.5);
  });
  return (
    bg('#fbf7ee') +
    text(400, 80, c.title, {
      size: 30,
      family: 'serif',
      weight: 700,
      fill: '#111827',
      anchor: 'middle',
      max: 620,
    }) +
    text(740, 116, `${c.w('Music & lyrics', 'Söz ve müzik')}: ${c.seller}`, {
      size: 13,
      family: 'serif',
      italic: true,
      fill: '#374151',
      anchor: 'end',
      max: 400,
    }) +
    text(60, 116, `Moderato · ${80 + c.int(30)} BPM`, { size: 13, family: 'serif', fill: '#374151' }) +
    staff +
    bars(60, 330, 680, 1, 0, '#e5e7eb', c.rnd, 1) +
    [0, 1, 2, 3, 4].map((i) => line(60, 350 + i * 12, 740, 350 + i * 12, '#9ca3af', 1)).join('')
  );
};

const otherSound: Scene = (c) => {
  let grooves = '';
  for (let r = 60; r < 170; r += 8)
    grooves += circle(260, 225, r, 'none', { stroke: '#ffffff', 'stroke-opacity': 0.06, 'stroke-width': 2 });
  let spectrum = '';
  for (let i = 0; i < 28; i++) {
    const h = 20 + Math.abs(Math.sin(i / 4 + c.rnd())) * 140 * (1 - i / 40);
    spectrum += rect(470 + i * 10, 330 - h, 7, h, i < 10 ? c.p.accent : i < 20 ? c.p.accent2 : '#f59e0b', 2);
  }
  return (
    rect(0, 0, W, H, '#14161c') +
    rect(60, 40, 380, 370, c.p.accent2, 4) +
    circle(260, 225, 175, '#0a0a0a') +
    grooves +
    circle(260, 225, 58, c.p.accent) +
    text(260, 214, c.brand, { size: 14, weight: 700, fill: '#ffffff', anchor: 'middle', max: 100 }) +
    text(260, 234, c.w('Side A', 'A Yüzü'), { size: 10, fill: '#ffffff', anchor: 'middle' }) +
    circle(260, 225, 5, '#0a0a0a') +
    spectrum +
    text(470, 80, c.named('records'), { size: 22, weight: 700, fill: '#ffffff', max: 290 }) +
    text(470, 108, c.title, { size: 14, fill: '#9ca3af', max: 290 }) +
    text(470, 370, `44.1 kHz · 24-bit · ${2 + c.int(4)}:${String(c.int(59)).padStart(2, '0')}`, {
      size: 12,
      family: 'mono',
      fill: '#9ca3af',
    })
  );
};

// ---------------------------------------------------------------------------------------------
// Software & technology
// ---------------------------------------------------------------------------------------------

type Token = [string, string];

/** Code lines as coloured tokens, in monospace, from (x, y); spaces kept as typed. */
function code(x: number, y: number, lines: Token[][], gap = 22, size = 15, numbers = true): string {
  return lines
    .map((tokens, i) => {
      const at = y + i * gap;
      const number = numbers
        ? text(x - 34, at, String(i + 1), { size: size - 3, family: 'mono', fill: '#4b5563' })
        : '';
      if (!tokens.length) return number;
      const spans = tokens.map(([t, fill]) => el('tspan', { fill }, escapeXml(t))).join('');
      return (
        number +
        el(
          'text',
          { x, y: at, 'font-family': 'monospace', 'font-size': size, 'xml:space': 'preserve' },
          spans,
        )
      );
    })
    .join('');
}

const KW = '#c678dd';
const FN = '#61afef';
const STR = '#98c379';
const NUM = '#d19a66';
const PL = '#abb2bf';
const CM = '#5c6370';

const webSoftware: Scene = (c) => {
  const name = domainWord(c.words[0] ?? 'orders').slice(0, 12) || 'orders';
  const lines: Token[][] = [
    [[`// ${c.title}`, CM]],
    [
      ['import', KW],
      [' { Hono } ', PL],
      ['from', KW],
      [" 'hono'", STR],
      [';', PL],
    ],
    [],
    [
      ['const', KW],
      [' app = ', PL],
      ['new', KW],
      [' Hono', FN],
      ['();', PL],
    ],
    [],
    [
      ['app', PL],
      ['.get', FN],
      [`('/api/${name}'`, STR],
      [', ', PL],
      ['async', KW],
      [' (c) => {', PL],
    ],
    [
      ['  const', KW],
      [' rows = ', PL],
      ['await', KW],
      [' db', PL],
      ['.select', FN],
      ['().', PL],
      ['from', FN],
      [`(${name})`, PL],
      ['.limit', FN],
      ['(', PL],
      ['50', NUM],
      [');', PL],
    ],
    [
      ['  return', KW],
      [' c', PL],
      ['.json', FN],
      ['({ rows, total: ', PL],
      ['rows.length', PL],
      [' });', PL],
    ],
    [['});', PL]],
    [],
    [
      ['export default', KW],
      [' app', PL],
      [';', PL],
    ],
  ];
  // Editor themes (window, side bar, selection, panel), picked per service.
  const [win, side, sel, panel] = [
    ['#1e2127', '#21252b', '#2c313a', '#16181d'],
    ['#282a36', '#21222c', '#44475a', '#191a21'],
    ['#0d1117', '#161b22', '#1f2a37', '#010409'],
  ][(c.index + c.variant) % 3]!;
  const selected = 1 + c.int(3);
  return (
    rect(0, 0, W, H, win) +
    rect(0, 0, W, 36, panel) +
    circle(20, 18, 6, '#f87171') +
    circle(40, 18, 6, '#fbbf24') +
    circle(60, 18, 6, '#34d399') +
    text(400, 23, `${domainWord(c.brand)}-api — ${name}.ts`, {
      size: 12,
      fill: '#9ca3af',
      anchor: 'middle',
      max: 400,
    }) +
    rect(0, 36, 170, 414, side) +
    ['src', `  ${name}.ts`, '  db.ts', '  app.ts', 'tests', 'package.json']
      .map(
        (f, i) =>
          (i === selected
            ? rect(0, 50 + i * 24, 170, 22, sel) + rect(0, 50 + i * 24, 3, 22, c.p.accent)
            : '') +
          text(16, 66 + i * 24, f, {
            size: 12,
            family: 'mono',
            fill: i === selected ? '#e5e7eb' : '#9ca3af',
            max: 150,
          }),
      )
      .join('') +
    rect(170, 36, 630, 2, c.p.accent) +
    code(224, 74, lines) +
    rect(170, 340, 630, 110, panel) +
    text(190, 366, c.w('TERMINAL', 'TERMİNAL'), { size: 11, weight: 700, fill: '#6b7280' }) +
    text(190, 392, '$ npm test', { size: 13, family: 'mono', fill: '#e5e7eb' }) +
    tick(192, 412, 12, '#22c55e', 2.5) +
    text(
      212,
      418,
      `${20 + c.int(80)} ${c.w('tests passed', 'test geçti')} (${(0.5 + c.rnd() * 2).toFixed(2)}s)`,
      {
        size: 13,
        family: 'mono',
        fill: '#22c55e',
      },
    )
  );
};

const wordpress: Scene = (c) => {
  return (
    bg(c.p.bg) +
    browser(30, 24, 740, 410, c, `${c.domain}/wp-admin/post.php`) +
    rect(30, 64, 150, 370, '#1d2327') +
    [
      c.w('Dashboard', 'Başlangıç'),
      c.w('Posts', 'Yazılar'),
      c.w('Media', 'Ortam'),
      c.w('Pages', 'Sayfalar'),
      c.w('Plugins', 'Eklentiler'),
      c.w('Settings', 'Ayarlar'),
    ]
      .map(
        (t, i) =>
          (i === 1 ? rect(30, 80 + i * 36, 150, 30, '#2271b1') : '') +
          text(48, 100 + i * 36, t, { size: 13, fill: '#f0f0f1', max: 120 }),
      )
      .join('') +
    text(206, 100, c.w('Edit post', 'Yazıyı düzenle'), { size: 13, fill: '#646970' }) +
    rect(206, 114, 390, 44, '#ffffff', 2, { stroke: '#dcdcde' }) +
    text(220, 143, c.title, { size: 18, weight: 700, fill: '#1d2327', max: 360 }) +
    rect(206, 172, 390, 120, c.p.soft, 2) +
    circle(300, 232, 34, c.p.accent, { 'fill-opacity': 0.8 }) +
    poly(
      [
        [380, 290],
        [450, 200],
        [520, 290],
      ],
      c.p.accent2,
      { 'fill-opacity': 0.8 },
    ) +
    bars(206, 310, 380, 5, 18, '#dcdcde', c.rnd, 7) +
    rect(614, 114, 136, 160, '#ffffff', 2, { stroke: '#dcdcde' }) +
    text(628, 138, c.w('Publish', 'Yayımla'), { size: 13, weight: 700, fill: '#1d2327' }) +
    text(628, 164, `${c.w('Category', 'Kategori')}:`, { size: 11, fill: '#646970' }) +
    text(628, 182, c.words[0]!, { size: 12, fill: '#1d2327', max: 110 }) +
    rect(628, 222, 108, 32, '#2271b1', 3) +
    text(682, 243, c.w('Update', 'Güncelle'), { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle' })
  );
};

const mobileApps: Scene = (c) => {
  const app = c.named('tech');
  const login =
    rect(0, 0, 216, 420, c.p.accent) +
    rect(68, 80, 80, 80, '#ffffff', 22) +
    text(108, 134, initial(c), { size: 42, weight: 700, fill: c.p.accent, anchor: 'middle' }) +
    text(108, 196, app, { size: 20, weight: 700, fill: '#ffffff', anchor: 'middle', max: 190 }) +
    rect(20, 240, 176, 38, '#ffffff', 10, { 'fill-opacity': 0.9 }) +
    text(34, 264, `${domainWord(c.person.split(' ')[0]!)}@mail.com`, {
      size: 11,
      fill: '#6b7280',
      max: 150,
    }) +
    rect(20, 288, 176, 38, '#ffffff', 10, { 'fill-opacity': 0.9 }) +
    text(34, 312, '••••••••', { size: 12, fill: '#6b7280' }) +
    rect(20, 344, 176, 40, c.p.dark, 10) +
    text(108, 369, c.w('Sign in', 'Giriş yap'), { size: 14, weight: 700, fill: '#ffffff', anchor: 'middle' });
  const list =
    rect(0, 0, 216, 420, '#f8fafc') +
    text(16, 52, c.words[0]!, { size: 20, weight: 700, fill: '#0f172a', max: 180 }) +
    rect(16, 66, 184, 100, c.p.dark, 14) +
    text(30, 96, c.w('This week', 'Bu hafta'), { size: 11, fill: '#cbd5e1' }) +
    text(30, 126, money(c, 100 + c.int(800)), { size: 24, weight: 700, fill: '#ffffff' }) +
    chartLine(110, 100, 80, 50, rising(8, c.rnd), c.p.accent2) +
    c.words
      .slice(1, 5)
      .map(
        (w, i) =>
          rect(16, 180 + i * 52, 184, 44, '#ffffff', 10) +
          circle(38, 202 + i * 52, 12, [c.p.accent, c.p.accent2, '#f59e0b', '#8b5cf6'][i]!) +
          text(58, 207 + i * 52, w, { size: 12, weight: 700, fill: '#0f172a', max: 100 }) +
          text(192, 207 + i * 52, money(c, 5 + c.int(60)), { size: 11, fill: '#475569', anchor: 'end' }),
      )
      .join('') +
    rect(0, 390, 216, 30, '#ffffff');
  return (
    bg(c.p.soft) +
    phone(170, 16, 232, 436, login) +
    phone(430, 16, 232, 436, list) +
    text(130, 240, 'iOS', { size: 13, weight: 700, fill: c.p.muted, anchor: 'end' }) +
    text(680, 240, 'Android', { size: 13, weight: 700, fill: c.p.muted })
  );
};

const websiteBuilders: Scene = (c) => {
  const blocks = [
    c.w('Hero', 'Giriş'),
    c.w('Text', 'Metin'),
    c.w('Gallery', 'Galeri'),
    c.w('Form', 'Form'),
    c.w('Prices', 'Fiyatlar'),
    c.w('Map', 'Harita'),
  ];
  return (
    rect(0, 0, W, H, '#e5e7eb') +
    rect(0, 0, 180, H, '#ffffff') +
    text(20, 36, c.w('Blocks', 'Bloklar'), { size: 14, weight: 700, fill: '#111827' }) +
    blocks
      .map(
        (b, i) =>
          rect(20 + (i % 2) * 74, 54 + Math.floor(i / 2) * 74, 66, 64, '#f3f4f6', 6) +
          rect(38 + (i % 2) * 74, 66 + Math.floor(i / 2) * 74, 30, 20, '#d1d5db', 3) +
          text(53 + (i % 2) * 74, 108 + Math.floor(i / 2) * 74, b, {
            size: 10,
            fill: '#374151',
            anchor: 'middle',
            max: 60,
          }),
      )
      .join('') +
    rect(210, 24, 560, 400, '#ffffff', 6) +
    text(230, 54, c.brand, { size: 16, weight: 700, fill: '#111827', max: 200 }) +
    rect(230, 70, 520, 140, c.p.accent, 6) +
    textBlock(250, 120, c.headline, { size: 22, weight: 700, fill: '#ffffff', max: 300, lines: 2, gap: 28 }) +
    rect(250, 164, 110, 30, '#ffffff', 15) +
    text(305, 184, c.w('Book now', 'Rezervasyon'), {
      size: 11,
      weight: 700,
      fill: c.p.accent,
      anchor: 'middle',
      max: 100,
    }) +
    rect(230, 226, 520, 90, 'none', 6, {
      stroke: c.p.accent2,
      'stroke-width': 2.5,
      'stroke-dasharray': '8 6',
    }) +
    text(490, 278, c.w('+ Add section', '+ Bölüm ekle'), {
      size: 15,
      weight: 700,
      fill: c.p.accent2,
      anchor: 'middle',
    }) +
    [0, 1, 2].map((i) => rect(230 + i * 176, 332, 168, 76, c.p.soft, 6)).join('') +
    // the block being dragged
    group(
      shadow(500, 240, 140, 64, 6) +
        rect(500, 240, 140, 64, '#ffffff', 6, { stroke: c.p.accent2, 'stroke-width': 2 }) +
        text(570, 278, blocks[2]!, { size: 13, weight: 700, fill: '#111827', anchor: 'middle' }),
      {
        transform: 'rotate(-4 570 272)',
      },
    ) +
    path('M620 296 l 0 26 l 7 -6 l 5 11 l 5 -2 l -5 -11 l 9 0 z', '#111827', {
      stroke: '#ffffff',
      'stroke-width': 1.5,
    })
  );
};

const ecommerce: Scene = (c) => {
  const shop = c.named('shop');
  const cart = c.w('Add to cart', 'Sepete ekle');
  return (
    bg(c.p.bg) +
    browser(30, 24, 740, 410, c, `${c.domain}/${c.w('shop', 'magaza')}`) +
    text(56, 96, shop, { size: 20, weight: 700, fill: '#111827', max: 300 }) +
    [c.w('New', 'Yeni'), c.w('Women', 'Kadın'), c.w('Men', 'Erkek'), c.w('Sale', 'İndirim')]
      .map((t, i) => text(380 + i * 72, 96, t, { size: 13, fill: i === 3 ? '#dc2626' : '#374151', max: 66 }))
      .join('') +
    path('M716 82 h 6 l 5 18 h 18 l 4 -12 h -24', 'none', { stroke: '#111827', 'stroke-width': 2 }) +
    circle(748, 80, 9, c.p.accent) +
    text(748, 84, String(1 + c.int(5)), { size: 11, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    [0, 1, 2, 3]
      .map((i) => {
        const x = 56 + i * 176;
        const name = c.words[i % c.words.length]!;
        return (
          rect(x, 120, 160, 160, [c.p.soft, '#f3f4f6', c.p.soft, '#f3f4f6'][i]!, 8) +
          [
            circle(x + 80, 200, 44, c.p.accent),
            rect(x + 44, 156, 72, 96, c.p.accent2, 10),
            poly(
              [
                [x + 30, 240],
                [x + 80, 150],
                [x + 130, 240],
              ],
              c.p.dark,
            ),
            ellipse(x + 80, 206, 56, 30, darker(c.p.accent, -0.2)),
          ][(i + c.index) % 4]! +
          text(x, 304, name, { size: 14, weight: 700, fill: '#111827', max: 160 }) +
          text(x, 326, money(c, 9.9 + c.int(90)), { size: 14, fill: c.p.accent, weight: 700 }) +
          stars(x + 104, 321, 4 + (i % 2), 5, '#f59e0b') +
          rect(x, 344, 160, 32, c.p.dark, 6) +
          text(x + 80, 365, cart, { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle', max: 150 })
        );
      })
      .join('')
  );
};

const gameDevelopment: Scene = (c) => {
  const hierarchy = ['Main Camera', 'Directional Light', 'Player', 'Enemy (3)', 'Coins', 'Level_01'];
  const scene =
    rect(0, 0, 420, 280, '#5b7c99') +
    path('M0 200 L 420 200 L 420 280 L 0 280 Z', '#3f4f3a') +
    isoBox(130, 150, 60, 60, '#a3a3a3', '#737373', '#525252') +
    isoBox(260, 170, 44, 30, '#fbbf24', '#d97706', '#b45309') +
    rect(200, 120, 28, 44, c.p.accent, 4) +
    circle(214, 110, 12, '#fcd9b6') +
    path('M214 164 v 40 M214 164 h 40 M214 164 l -24 22', 'none', { stroke: '#ef4444', 'stroke-width': 3 }) +
    path('M254 164 l -8 -5 v 10 z', '#ef4444') +
    text(12, 24, 'Scene', { size: 11, fill: '#e5e7eb' });
  return (
    rect(0, 0, W, H, '#2b2b2b') +
    rect(0, 0, W, 34, '#1f1f1f') +
    text(16, 22, `${c.named('studio')} — Level_01`, { size: 12, fill: '#d4d4d4', max: 300 }) +
    path('M388 10 l 14 8 l -14 8 z', '#22c55e') +
    rect(410, 10, 4, 16, '#d4d4d4') +
    rect(418, 10, 4, 16, '#d4d4d4') +
    rect(10, 44, 160, 396, '#333333', 4) +
    text(20, 64, 'Hierarchy', { size: 12, weight: 700, fill: '#e5e5e5' }) +
    hierarchy
      .map(
        (h, i) =>
          (i === 2 ? rect(10, 76 + i * 24, 160, 22, '#2c5d87') : '') +
          text(28, 92 + i * 24, h, { size: 12, fill: '#d4d4d4' }),
      )
      .join('') +
    frame(180, 44, 420, 280, scene) +
    rect(180, 334, 420, 106, '#333333', 4) +
    text(192, 356, 'Console', { size: 12, weight: 700, fill: '#e5e5e5' }) +
    text(192, 380, `> ${c.title}`, { size: 12, family: 'mono', fill: '#a3e635', max: 390 }) +
    text(192, 402, `> FPS ${55 + c.int(5)} · draw calls ${40 + c.int(80)}`, {
      size: 12,
      family: 'mono',
      fill: '#d4d4d4',
    }) +
    rect(610, 44, 180, 396, '#333333', 4) +
    text(622, 64, 'Inspector', { size: 12, weight: 700, fill: '#e5e5e5' }) +
    text(622, 92, 'Player', { size: 14, weight: 700, fill: '#ffffff' }) +
    ['Transform', 'Rigidbody 2D', 'Player Controller']
      .map(
        (t, i) =>
          rect(618, 108 + i * 96, 164, 86, '#3c3c3c', 3) +
          text(628, 126 + i * 96, t, { size: 11, weight: 700, fill: '#e5e5e5' }) +
          ['X', 'Y', 'Z']
            .map((a, j) =>
              text(628 + j * 52, 150 + i * 96, `${a} ${(c.rnd() * 10).toFixed(1)}`, {
                size: 10,
                family: 'mono',
                fill: '#a3a3a3',
              }),
            )
            .join('') +
          rect(628, 162 + i * 96, 140, 12, '#2a2a2a', 2),
      )
      .join('')
  );
};

const desktopApps: Scene = (c) => {
  const title = c.w('Invoices', 'Faturalar');
  const rows = Array.from({ length: 7 }, (_, i) => [
    `#${1040 + i + c.int(50)}`,
    c.words[i % c.words.length]!,
    money(c, 40 + c.int(900)),
    i % 3 === 0,
  ]);
  return (
    bg(c.p.bg) +
    shadow(40, 30, 720, 390, 12) +
    rect(40, 30, 720, 390, '#ffffff', 12) +
    rect(40, 30, 720, 38, '#f3f4f6', 12) +
    rect(40, 56, 720, 12, '#f3f4f6') +
    circle(62, 49, 6, '#f87171') +
    circle(82, 49, 6, '#fbbf24') +
    circle(102, 49, 6, '#34d399') +
    text(400, 54, `${c.named('tech')} — ${title}`, {
      size: 13,
      weight: 700,
      fill: '#374151',
      anchor: 'middle',
      max: 400,
    }) +
    rect(40, 68, 170, 352, '#f9fafb') +
    [
      title,
      c.w('Customers', 'Müşteriler'),
      c.w('Products', 'Ürünler'),
      c.w('Reports', 'Raporlar'),
      c.w('Settings', 'Ayarlar'),
    ]
      .map(
        (t, i) =>
          (i === 0 ? rect(50, 82 + i * 32, 150, 26, c.p.soft, 5) : '') +
          rect(60, 89 + i * 32, 12, 12, i === 0 ? c.p.accent : '#d1d5db', 3) +
          text(80, 100 + i * 32, t, { size: 12, fill: '#374151', max: 120 }),
      )
      .join('') +
    rect(230, 84, 200, 28, '#f3f4f6', 6) +
    text(244, 103, `${c.w('Search', 'Ara')}…`, { size: 12, fill: '#9ca3af' }) +
    rect(640, 84, 100, 28, c.p.accent, 6) +
    text(690, 103, c.w('+ New', '+ Yeni'), { size: 12, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    [c.w('No.', 'No'), c.w('Item', 'Kalem'), c.w('Amount', 'Tutar'), c.w('Status', 'Durum')]
      .map((h, i) => text([236, 320, 520, 640][i]!, 140, h, { size: 11, weight: 700, fill: '#6b7280' }))
      .join('') +
    rows
      .map(
        ([no, item, amount, due], i) =>
          line(230, 152 + i * 36, 744, 152 + i * 36, '#f3f4f6', 1) +
          text(236, 176 + i * 36, no as string, { size: 12, family: 'mono', fill: '#374151' }) +
          text(320, 176 + i * 36, item as string, { size: 12, fill: '#111827', max: 180 }) +
          text(520, 176 + i * 36, amount as string, { size: 12, fill: '#111827' }) +
          rect(640, 162 + i * 36, 74, 20, due ? '#fef3c7' : '#dcfce7', 10) +
          text(677, 176 + i * 36, due ? c.w('Due', 'Bekliyor') : c.w('Paid', 'Ödendi'), {
            size: 10,
            weight: 700,
            fill: due ? '#92400e' : '#166534',
            anchor: 'middle',
            max: 66,
          }),
      )
      .join('')
  );
};

const serverSetup: Scene = (c) => {
  const host = domainWord(c.brand);
  const prompt = `deploy@${host}:~$`;
  const lines: [string, string][] = [
    [`${prompt} sudo nginx -t`, '#e5e7eb'],
    ['nginx: configuration file /etc/nginx/nginx.conf test is successful', '#9ca3af'],
    [`${prompt} sudo certbot --nginx -d ${c.domain}`, '#e5e7eb'],
    [`Congratulations! HTTPS is enabled on ${c.domain}`, '#86efac'],
    [`${prompt} systemctl status ${host}`, '#e5e7eb'],
    [`${host}.service - ${c.title}`, '#9ca3af'],
    ['   Active: active (running) since 09:14:02', '#86efac'],
    [`${prompt} _`, '#e5e7eb'],
  ];
  return (
    rect(0, 0, W, H, c.p.dark) +
    shadow(30, 30, 560, 390, 10) +
    rect(30, 30, 560, 390, '#0c0f14', 10) +
    rect(30, 30, 560, 30, '#1f2530', 10) +
    rect(30, 50, 560, 10, '#1f2530') +
    circle(50, 45, 5, '#f87171') +
    circle(66, 45, 5, '#fbbf24') +
    circle(82, 45, 5, '#34d399') +
    text(310, 50, `ssh ${host}`, { size: 12, fill: '#9ca3af', anchor: 'middle' }) +
    lines
      .map(([t, col], i) => text(48, 96 + i * 40, t, { size: 13, family: 'mono', fill: col, max: 524 }))
      .join('') +
    // a rack
    rect(620, 60, 150, 330, '#1f2937', 8) +
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          rect(634, 76 + i * 50, 122, 40, '#374151', 4) +
          circle(650, 96 + i * 50, 4, i === 2 ? '#f59e0b' : '#22c55e') +
          bars(664, 92 + i * 50, 80, 1, 0, '#4b5563', c.rnd, 6),
      )
      .join('')
  );
};

const domainHosting: Scene = (c) => {
  const tlds = c.lang === 'tr' ? ['.com.tr', '.net', '.org', '.io'] : ['.net', '.org', '.io', '.co'];
  const host = domainWord(c.brand);
  return (
    bg(c.p.bg) +
    shadow(40, 40, 720, 120, 12) +
    rect(40, 40, 720, 120, c.p.paper, 12) +
    rect(64, 64, 500, 48, '#ffffff', 24, { stroke: c.p.accent, 'stroke-width': 2 }) +
    text(90, 95, c.domain, { size: 20, weight: 700, fill: '#111827', max: 330 }) +
    rect(420, 74, 130, 28, '#dcfce7', 14) +
    tick(434, 88, 10, '#16a34a', 2.5) +
    text(492, 93, c.w('Available', 'Müsait'), { size: 13, weight: 700, fill: '#166534', anchor: 'middle' }) +
    rect(580, 64, 160, 48, c.p.accent, 24) +
    text(660, 94, c.w('Register', 'Kaydet'), { size: 15, weight: 700, fill: '#ffffff', anchor: 'middle' }) +
    tlds
      .map((t, i) =>
        text(64 + i * 140, 142, `${host}${t} · ${money(c, 8 + i * 4 + c.int(6))}`, {
          size: 12,
          fill: '#4b5563',
          max: 130,
        }),
      )
      .join('') +
    shadow(40, 186, 720, 230, 12) +
    rect(40, 186, 720, 230, c.p.paper, 12) +
    text(64, 220, `DNS — ${c.domain}`, { size: 15, weight: 700, fill: '#111827' }) +
    [
      ['Type', 'Name', 'Value', 'TTL'],
      ['A', '@', `203.0.113.${10 + c.int(200)}`, '3600'],
      ['CNAME', 'www', c.domain, '3600'],
      ['MX', '@', `mail.${c.domain}`, '3600'],
      ['TXT', '@', 'v=spf1 include:_spf.mail ~all', '3600'],
    ]
      .map(
        (row, i) =>
          row
            .map((cell, j) =>
              text([64, 170, 260, 690][j]!, 256 + i * 36, cell, {
                size: 13,
                family: i ? 'mono' : 'sans',
                weight: i ? 400 : 700,
                fill: i ? '#111827' : '#6b7280',
                max: [90, 80, 400, 60][j],
              }),
            )
            .join('') + (i ? line(64, 236 + i * 36, 736, 236 + i * 36, '#f3f4f6', 1) : ''),
      )
      .join('')
  );
};

const dataAnalysis: Scene = (c) => {
  const metric = domainWord(c.words[0] ?? 'revenue').slice(0, 10) || 'revenue';
  const months =
    c.lang === 'tr' ? ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz'] : ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
  const values = months.map(() => 0.3 + c.rnd() * 0.65);
  const lines: Token[][] = [
    [
      ['df', PL],
      [' = pd.', PL],
      ['read_csv', FN],
      [`("${metric}.csv")`, STR],
    ],
    [
      ['df', PL],
      ['.groupby', FN],
      ['("month")', STR],
      [`["${metric}"]`, STR],
      ['.sum', FN],
      ['().', PL],
      ['plot', FN],
      ['(kind=', PL],
      ['"bar"', STR],
      [')', PL],
    ],
  ];
  return (
    rect(0, 0, W, H, '#f8fafc') +
    text(40, 44, `${c.title}.ipynb`, { size: 15, weight: 700, fill: '#0f172a', max: 600 }) +
    text(40, 86, 'In [3]:', { size: 12, family: 'mono', fill: '#2563eb' }) +
    rect(110, 66, 650, 70, '#ffffff', 4, { stroke: '#e2e8f0' }) +
    code(130, 92, lines, 24, 13, false) +
    text(40, 168, 'Out[3]:', { size: 12, family: 'mono', fill: '#dc2626' }) +
    rect(110, 150, 400, 270, '#ffffff', 4, { stroke: '#e2e8f0' }) +
    values
      .map(
        (v, i) =>
          rect(
            140 + i * 60,
            380 - v * 190,
            38,
            v * 190,
            i === values.length - 1 ? c.p.accent : c.p.accent2,
            3,
          ) + text(159 + i * 60, 402, months[i]!, { size: 11, fill: '#64748b', anchor: 'middle' }),
      )
      .join('') +
    rect(530, 150, 230, 270, '#ffffff', 4, { stroke: '#e2e8f0' }) +
    text(546, 176, 'month', { size: 12, weight: 700, family: 'mono', fill: '#0f172a' }) +
    text(744, 176, metric, {
      size: 12,
      weight: 700,
      family: 'mono',
      fill: '#0f172a',
      anchor: 'end',
      max: 110,
    }) +
    values
      .map(
        (v, i) =>
          (i % 2 ? '' : rect(530, 186 + i * 36, 230, 36, '#f8fafc')) +
          text(546, 210 + i * 36, months[i]!, { size: 12, family: 'mono', fill: '#334155' }) +
          text(
            744,
            210 + i * 36,
            (v * 48000).toFixed(0).replace(/\B(?=(\d{3})+$)/g, c.lang === 'tr' ? '.' : ','),
            {
              size: 12,
              family: 'mono',
              fill: '#334155',
              anchor: 'end',
            },
          ),
      )
      .join('')
  );
};

const endUserTesting: Scene = (c) => {
  const cases = c.words.slice(0, 5);
  const failing = c.int(cases.length);
  return (
    bg(c.p.bg) +
    shadow(40, 40, 440, 370, 10) +
    rect(40, 40, 440, 370, c.p.paper, 10) +
    text(64, 76, `${c.w('Test run', 'Test turu')} #${100 + c.int(300)} — ${c.brand}`, {
      size: 16,
      weight: 700,
      fill: c.p.ink,
      max: 390,
    }) +
    text(64, 100, 'iOS 18 · Android 15 · Chrome · Safari', { size: 12, fill: c.p.muted }) +
    cases
      .map((w, i) => {
        const ok = i !== failing;
        return (
          line(64, 122 + i * 54, 456, 122 + i * 54, '#f3f4f6', 1) +
          circle(80, 150 + i * 54, 12, ok ? '#dcfce7' : '#fee2e2') +
          (ok
            ? tick(74, 150 + i * 54, 12, '#16a34a', 2.5)
            : path(`M75 ${145 + i * 54} l 10 10 M85 ${145 + i * 54} l -10 10`, 'none', {
                stroke: '#dc2626',
                'stroke-width': 2.5,
              })) +
          text(104, 155 + i * 54, w, { size: 14, fill: c.p.ink, max: 250 }) +
          text(456, 155 + i * 54, ok ? c.w('Passed', 'Geçti') : c.w('Failed', 'Kaldı'), {
            size: 12,
            weight: 700,
            fill: ok ? '#16a34a' : '#dc2626',
            anchor: 'end',
          })
        );
      })
      .join('') +
    shadow(510, 70, 250, 250, 10) +
    rect(510, 70, 250, 250, '#fff7ed', 10, { stroke: '#fdba74' }) +
    text(530, 104, `BUG-${140 + c.int(800)}`, { size: 14, weight: 700, family: 'mono', fill: '#9a3412' }) +
    textBlock(
      530,
      136,
      `${cases[failing] ?? c.brand}: ${c.w('the button is hidden on small screens', 'düğme küçük ekranlarda görünmüyor')}`,
      {
        size: 14,
        fill: '#111827',
        max: 210,
        lines: 3,
        gap: 20,
      },
    ) +
    rect(530, 210, 210, 60, '#ffffff', 6) +
    bars(542, 226, 180, 2, 16, '#fed7aa', c.rnd, 6) +
    text(530, 300, `${c.w('Priority', 'Öncelik')}: ${c.w('High', 'Yüksek')}`, {
      size: 12,
      weight: 700,
      fill: '#c2410c',
    })
  );
};

const qaTutorials: Scene = (c) => {
  const lessons = [c.w('Setup', 'Kurulum'), ...c.words.slice(0, 3), c.w('Questions', 'Sorular')];
  return (
    rect(0, 0, W, H, '#0f172a') +
    frame(
      30,
      30,
      500,
      300,
      rect(0, 0, 500, 300, '#1e293b') +
        text(30, 56, `${c.w('Lesson', 'Ders')} ${1 + c.int(5)}`, {
          size: 13,
          weight: 700,
          fill: c.p.accent,
        }) +
        textBlock(30, 92, c.title, { size: 24, weight: 700, fill: '#ffffff', max: 440, lines: 2, gap: 30 }) +
        rect(30, 150, 440, 110, '#0b1120', 6) +
        code(
          70,
          182,
          [
            [
              ['$ ', PL],
              ['npm', FN],
              [' create ', PL],
              [domainWord(c.brand), STR],
            ],
            [
              ['> ', STR],
              [c.w('ready in 412 ms', '412 ms içinde hazır'), PL],
            ],
            [
              ['$ ', PL],
              ['npm', FN],
              [' run dev', PL],
            ],
          ],
          26,
          14,
          false,
        ),
    ) +
    rect(30, 340, 500, 6, '#334155', 3) +
    rect(30, 340, 180 + c.int(200), 6, c.p.accent, 3) +
    path('M40 366 l 14 8 l -14 8 z', '#ffffff') +
    text(70, 380, `${c.int(9)}:${String(c.int(59)).padStart(2, '0')} / 12:40`, {
      size: 12,
      family: 'mono',
      fill: '#cbd5e1',
    }) +
    text(30, 420, `${c.seller} · ${c.named('tech')}`, { size: 13, fill: '#94a3b8', max: 500 }) +
    rect(550, 30, 220, 390, '#111827', 8) +
    text(566, 58, c.w('Course', 'Kurs'), { size: 13, weight: 700, fill: '#ffffff' }) +
    lessons
      .map(
        (l, i) =>
          (i === 1 ? rect(556, 72 + i * 56, 208, 50, '#1e293b', 6) : '') +
          circle(578, 97 + i * 56, 11, i < 1 ? '#22c55e' : i === 1 ? c.p.accent : '#334155') +
          text(600, 102 + i * 56, `${i + 1}. ${l}`, { size: 12, fill: '#e2e8f0', max: 155 }),
      )
      .join('')
  );
};

const techSupport: Scene = (c) => {
  const tickets = [
    [`#${4800 + c.int(199)}`, c.w('Site is down', 'Site açılmıyor'), c.w('Open', 'Açık')],
    [`#${4700 + c.int(99)}`, c.words[0] ?? 'E-mail', c.w('Solved', 'Çözüldü')],
    [`#${4600 + c.int(99)}`, c.words[1] ?? 'DNS', c.w('Solved', 'Çözüldü')],
    [`#${4500 + c.int(99)}`, c.words[2] ?? 'SSL', c.w('Waiting', 'Bekliyor')],
  ];
  const bubble = (x: number, y: number, w: number, t: string, mine: boolean) =>
    rect(x, y, w, 48, mine ? c.p.accent : '#f3f4f6', 14) +
    text(x + 16, y + 30, t, { size: 13, fill: mine ? '#ffffff' : '#111827', max: w - 28 });
  return (
    rect(0, 0, W, H, '#eef2f7') +
    rect(30, 30, 260, 390, '#ffffff', 10) +
    text(50, 62, c.named('tech'), { size: 15, weight: 700, fill: '#111827', max: 220 }) +
    tickets
      .map(
        ([no, subject, status], i) =>
          (i === 0 ? rect(30, 80 + i * 80, 260, 76, c.p.soft) : '') +
          text(50, 108 + i * 80, `${no} · ${subject}`, { size: 13, weight: 700, fill: '#111827', max: 220 }) +
          rect(50, 120 + i * 80, 90, 22, i === 0 ? '#fee2e2' : i === 3 ? '#fef3c7' : '#dcfce7', 11) +
          text(95, 136 + i * 80, status!, {
            size: 11,
            weight: 700,
            fill: i === 0 ? '#991b1b' : i === 3 ? '#92400e' : '#166534',
            anchor: 'middle',
            max: 84,
          }),
      )
      .join('') +
    rect(310, 30, 460, 390, '#ffffff', 10) +
    text(330, 62, `${tickets[0]![0]} — ${c.person}`, { size: 15, weight: 700, fill: '#111827', max: 420 }) +
    bubble(
      330,
      90,
      330,
      c.w('My site has been down since this morning', 'Sitem sabahtan beri açılmıyor'),
      false,
    ) +
    bubble(
      420,
      156,
      330,
      c.w('On it: the certificate expired, renewing now', 'Bakıyorum: sertifika dolmuş, yeniliyorum'),
      true,
    ) +
    bubble(420, 222, 250, c.w('Done, it is back up', 'Tamam, site yeniden açık'), true) +
    bubble(330, 288, 200, c.w('Thank you!', 'Çok teşekkürler!'), false) +
    rect(330, 360, 420, 40, '#f3f4f6', 20) +
    text(350, 385, c.w('Write a reply…', 'Yanıt yazın…'), { size: 13, fill: '#9ca3af' })
  );
};

const otherSoftware: Scene = (c) => {
  const box = (x: number, y: number, label: string, fill: string) =>
    shadow(x, y, 140, 60, 10) +
    rect(x, y, 140, 60, fill, 10) +
    text(x + 70, y + 36, label, { size: 15, weight: 700, fill: '#ffffff', anchor: 'middle', max: 124 });
  const arrow = (x1: number, y1: number, x2: number, y2: number) => {
    const a = Math.atan2(y2 - y1, x2 - x1);
    return (
      line(x1, y1, x2, y2, '#64748b', 2.5) +
      poly(
        [
          [x2, y2],
          [x2 - 12 * Math.cos(a - 0.4), y2 - 12 * Math.sin(a - 0.4)],
          [x2 - 12 * Math.cos(a + 0.4), y2 - 12 * Math.sin(a + 0.4)],
        ],
        '#64748b',
      )
    );
  };
  let grid = '';
  for (let i = 0; i < 20; i++) grid += line(i * 40, 0, i * 40, H, '#cbd5e1', 1, { 'stroke-opacity': 0.4 });
  for (let i = 0; i < 12; i++) grid += line(0, i * 40, W, i * 40, '#cbd5e1', 1, { 'stroke-opacity': 0.4 });
  return (
    rect(0, 0, W, H, '#f8fafc') +
    grid +
    text(40, 56, `${c.brand} — ${c.w('architecture', 'mimari')}`, {
      size: 22,
      weight: 700,
      fill: '#0f172a',
      max: 500,
    }) +
    text(40, 80, c.title, { size: 13, fill: '#64748b', max: 500 }) +
    box(40, 190, 'Web', c.p.accent) +
    box(250, 120, 'API', c.p.dark) +
    box(250, 270, 'Worker', c.p.dark) +
    box(470, 120, 'PostgreSQL', c.p.accent2) +
    box(470, 270, c.w('Queue', 'Kuyruk'), '#f59e0b') +
    box(640, 190, 'Cache', '#8b5cf6') +
    arrow(180, 210, 248, 160) +
    arrow(390, 150, 468, 150) +
    arrow(540, 180, 540, 268) +
    arrow(468, 300, 392, 300) +
    arrow(390, 290, 470, 175) +
    arrow(610, 150, 660, 188) +
    text(40, 420, `v${1 + c.int(3)}.${c.int(9)} · ${c.domain}`, { size: 12, family: 'mono', fill: '#64748b' })
  );
};

/** Every subcategory's drawing (src/shared/taxonomy.ts); art.test.ts checks none is missing. */
export const SCENES: Record<string, Scene> = {
  'logo-design': logoDesign,
  'designs-for-publishers': designsForPublishers,
  'advertising-banner-design': advertisingBanner,
  'brochure-catalog-design': brochureCatalog,
  '3d-designs': threeD,
  'game-art': gameArt,
  'ui-ux-design': uiUx,
  'social-media-designs': socialMediaDesigns,
  illustration,
  'packaging-design': packaging,
  'photography-editing': photographyEditing,
  'storyboard-design': storyboard,
  'tattoo-design': tattoo,
  'presentation-infographics': presentation,
  'corporate-identity-business-cards': corporateIdentity,
  'cartoon-pencil-drawing': cartoonPencil,
  'invitation-designs': invitation,
  'other-designs': otherDesigns,
  seo,
  'influencer-marketing': influencer,
  'social-media-management': socialMediaManagement,
  'ad-management': adManagement,
  'web-analytics-tracking': webAnalytics,
  'mobile-advertising': mobileAdvertising,
  'other-internet-advertising': otherInternetAdvertising,
  translation,
  copywriting,
  'website-content': websiteContent,
  'proofreading-text-editing': proofreading,
  'script-creative-text': scriptCreative,
  transcription,
  'press-release': pressRelease,
  'brand-name-slogan': brandNameSlogan,
  'cv-cover-letter': cvCoverLetter,
  'comment-review': commentReview,
  'other-writing-translation': otherWriting,
  intros,
  'animation-3d': animation3d,
  'video-ads': videoAds,
  'editing-post-production': editingPost,
  'video-production': videoProduction,
  'videos-for-broadcasters': broadcasters,
  'promotional-videos-with-acting': promoActing,
  'videos-for-special-occasions': specialOccasions,
  'other-video': otherVideo,
  'voice-over': voiceOver,
  'jingles-ad-music': jingles,
  'mixing-mastering': mixing,
  'podcast-editing': podcast,
  'composition-songwriting': composition,
  'other-sound-music': otherSound,
  'web-software': webSoftware,
  wordpress,
  'mobile-apps': mobileApps,
  'website-builders-cms': websiteBuilders,
  'e-commerce': ecommerce,
  'game-development': gameDevelopment,
  'desktop-applications': desktopApps,
  'server-website-setup': serverSetup,
  'domain-hosting-services': domainHosting,
  'data-analysis-reporting': dataAnalysis,
  'end-user-testing': endUserTesting,
  'qa-tutorials': qaTutorials,
  'technological-support': techSupport,
  'other-software-technology': otherSoftware,
};

/** For a subcategory without a drawing of its own (an id added later): its category's "other". */
export const CATEGORY_FALLBACK: Record<string, string> = {
  'graphic-design': 'other-designs',
  'web-advertisement': 'other-internet-advertising',
  'writing-translation': 'other-writing-translation',
  'video-animation': 'other-video',
  'sound-music': 'other-sound-music',
  'software-tech': 'other-software-technology',
};
