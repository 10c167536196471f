import { categoryOfSubcategory } from '@shared/taxonomy';
import { capitalize, domainWord, hash, keyWordsOf, type Lang, PALETTES, random, titleOf } from './art-kit';
import { bust, lookOf } from './art-people';
import { CATEGORY_FALLBACK, type Ctx, SCENES, TRADES, type Trade } from './art-scenes';

/*
 * The demo seed's pictures, drawn offline as SVG and stored as PNG (seed/marketplace.ts).
 * Services: a drawing of the work sold, one per subcategory (art-scenes.ts), with real words on it
 * from the service and a made-up brand; people: head-and-shoulders portraits (decision 128).
 */

/**
 * The drawings' version: the folder the seed stores them in (seed/<version>/), part of the seed's
 * fingerprint, so a data folder seeded with older drawings gets these. Bump it when a drawing
 * changes; the seed moves its own pictures of the older versions to the new ones.
 */
export const ART_VERSION = 'v3';
/** The folders of earlier drawings ('' : the first ones, stored in seed/ itself). */
export const OLDER_ART_VERSIONS = ['', 'v2'] as const;

/** Made-up brands: short, pronounceable in both languages, some with Turkish letters. */
export const BRANDS = [
  'Çınar',
  'Lumen',
  'Mavi Ada',
  'Nordlys',
  'Poyraz',
  'Olivo',
  'Pera',
  'Atlas',
  'Defne',
  'Vela',
  'Işıl',
  'Rota',
  'Sumak',
  'Ginkgo',
  'Lale',
  'Zeytin',
  'Orbit',
  'Fjord',
  'Kiraz',
  'Tandem',
  'Bora',
  'Gökçe',
  'Halo',
  'Moss',
  'Sahil',
  'Üzüm',
  'Kestane',
  'Marlo',
];

/** Made-up clients: a CV's owner, a couple on an invitation, a presenter. */
const PEOPLE = [
  'Ayşe Demir',
  'Mert Yılmaz',
  'Sarah Collins',
  'Deniz Kaya',
  'Emma Schultz',
  'Burak Şen',
  'Lena Fischer',
  'Selin Öztürk',
  'Tom Hughes',
  'Cem Aksoy',
  'Nina Petrova',
  'Oğuzhan Er',
  'Işıl Güneş',
  'David Reyes',
];

export interface ServiceArtInput {
  subcategory: string;
  /** The service's header, in the language it was written in (`lang`). */
  header: string;
  lang: Lang;
  /** The header in the other language, when there is one (the translation drawing shows both). */
  other?: string | null;
  /** The seller's name: an author, a signature, a director. */
  seller: string;
  /** Which of the demo's services this is (varies palette and drawing between services of one kind). */
  index: number;
  /** Which of the service's pictures (0, 1). */
  variant: number;
}

const WIDTH = 800;
const HEIGHT = 450;

/** The drawing's words and choices, all from the input: the same service always looks the same. */
function contextOf(input: ServiceArtInput): Ctx {
  const seed = hash(`${input.subcategory}|${input.header}|${input.index}|${input.variant}`);
  const rnd = random(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const own = hash(input.header);
  const brand = BRANDS[(own + input.index * 7 + input.variant * 3) % BRANDS.length]!;
  const p = PALETTES[(own + input.index + input.variant * 3) % PALETTES.length]!;
  const lang = input.lang;
  const person = PEOPLE[(own + input.index) % PEOPLE.length]!;
  const partner = PEOPLE[(own + input.index + 5) % PEOPLE.length]!;
  const words = keyWordsOf(input.header, lang);
  const trade = (t: Trade) => TRADES[t][lang][(own + input.index) % TRADES[t][lang].length]!;
  for (const filler of [trade('goods'), trade('shop'), trade('studio'), trade('tech')]) {
    if (words.length >= 4) break;
    words.push(filler);
  }
  return {
    lang,
    p,
    rnd,
    int,
    index: input.index,
    variant: input.variant,
    brand,
    named: (t) => `${brand} ${trade(t)}`,
    title: titleOf(input.header, lang, 26),
    headline: titleOf(input.header, lang, 44),
    other: input.other ? titleOf(input.other, lang === 'tr' ? 'en' : 'tr', 44) : null,
    words: words.map((w) => capitalize(w, lang)),
    seller: input.seller,
    person,
    partner,
    domain: `${domainWord(brand)}.${lang === 'tr' ? 'com.tr' : 'com'}`,
    w: (en, tr) => (lang === 'tr' ? tr : en),
  };
}

/** The subcategory whose drawing a service gets (its own, else its category's "other"). */
export function sceneFor(subcategory: string): string {
  if (SCENES[subcategory]) return subcategory;
  const category = categoryOfSubcategory(subcategory);
  return (category && CATEGORY_FALLBACK[category]) || 'other-designs';
}

/** A service's gallery picture (800 × 450): the work its subcategory sells, with its words on it. */
export function serviceArt(input: ServiceArtInput): string {
  const scene = SCENES[sceneFor(input.subcategory)]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene(contextOf(input))}</svg>`;
}

/** Portrait backgrounds: warm studio gradients. */
const BACKDROPS: [string, string][] = [
  ['#f7e1c8', '#e3b18c'],
  ['#e3e8f2', '#aebcd8'],
  ['#f1e0e8', '#d0a9bd'],
  ['#e2efe6', '#a9cdb7'],
  ['#f3e9d8', '#d5bd94'],
  ['#e9e4f5', '#bfb2e0'],
  ['#f5e6dc', '#d99f83'],
];

/** A demo person's photo (256 × 256): head and shoulders on a studio backdrop, no face drawn. */
export function avatarArt(name: string): string {
  const [from, to] = BACKDROPS[hash(`${name}|backdrop`) % BACKDROPS.length]!;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">' +
    `<defs><radialGradient id="b" cx="0.4" cy="0.3" r="0.9"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></radialGradient></defs>` +
    '<rect width="256" height="256" fill="url(#b)"/>' +
    bust(lookOf(name), 0, 14, 256) +
    '</svg>'
  );
}
