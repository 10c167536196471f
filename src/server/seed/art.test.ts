import { SUBCATEGORIES } from '@shared/taxonomy';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { avatarArt, BRANDS, type ServiceArtInput, sceneFor, serviceArt } from './art';
import { fitText, keyWordsOf, text, titleOf } from './art-kit';
import { SCENES } from './art-scenes';

const ALL = Object.values(SUBCATEGORIES).flat();
const base: Omit<ServiceArtInput, 'subcategory'> = {
  header: 'I will design a memorable logo and brand mark for your business',
  lang: 'en',
  seller: 'Elif Şahin',
  index: 0,
  variant: 0,
};

/** The drawing without its words: what is left are the shapes and colours. */
const shapes = (svg: string) => svg.replace(/<text[^>]*>.*?<\/text>/g, '');
/** The words drawn, in order. */
const words = (svg: string) =>
  [...svg.matchAll(/<(?:text|tspan)[^>]*>([^<]*)(?=<)/g)]
    .map((m) => m[1]!)
    .join(' ')
    .replace(/&amp;/g, '&')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"');

describe('service pictures: the work each subcategory sells', () => {
  it('every subcategory has a drawing of its own, unlike every other', () => {
    const drawn = new Map<string, string>();
    for (const sub of ALL) {
      expect(SCENES[sub.id], sub.id).toBeDefined();
      expect(sceneFor(sub.id)).toBe(sub.id);
      const svg = shapes(serviceArt({ ...base, subcategory: sub.id }));
      const same = [...drawn].find(([, other]) => other === svg);
      expect(same?.[0], `${sub.id} draws the same shapes as ${same?.[0]}`).toBeUndefined();
      drawn.set(sub.id, svg);
    }
    expect(drawn.size).toBe(ALL.length);
  });

  it('a subcategory added later draws its category’s "other" picture', () => {
    expect(sceneFor('no-such-subcategory')).toBe('other-designs');
  });

  it("hold real words: the service's own or its made-up brand's", () => {
    const headerWords = keyWordsOf(base.header, 'en');
    for (const sub of ALL) {
      const drawn = words(serviceArt({ ...base, subcategory: sub.id }));
      expect(drawn.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length, sub.id).toBeGreaterThanOrEqual(3);
      const lower = drawn.toLocaleLowerCase('en');
      const fromService = [...headerWords, ...BRANDS, base.seller].some((w) =>
        lower.includes(w.toLocaleLowerCase('en')),
      );
      expect(fromService, `${sub.id}: ${drawn}`).toBe(true);
    }
  });

  it('two services of one subcategory, and the two pictures of one service, look different', () => {
    for (const sub of ALL) {
      const a = serviceArt({ ...base, subcategory: sub.id });
      const b = serviceArt({ ...base, subcategory: sub.id, header: 'Minimal logos for apps', index: 3 });
      const second = serviceArt({ ...base, subcategory: sub.id, variant: 1 });
      expect(shapes(b), sub.id).not.toBe(shapes(a));
      expect(shapes(second), sub.id).not.toBe(shapes(a));
      // The same service always gets the same picture.
      expect(serviceArt({ ...base, subcategory: sub.id })).toBe(a);
    }
  });

  it('write the words in the language of the service, Turkish letters included', () => {
    const svg = serviceArt({
      ...base,
      subcategory: 'press-release',
      header: 'Şirketiniz için ilgi çeken basın bülteni',
      lang: 'tr',
    });
    expect(words(svg)).toContain('BASIN BÜLTENİ');
    expect(words(svg)).toContain('Şirketiniz');
  });

  it('escape what they take from the service for XML', async () => {
    const header = `Logos <b>bold</b> & "clean" for Tom's shop`;
    for (const sub of ['logo-design', 'copywriting', 'web-software', 'translation']) {
      const svg = serviceArt({ ...base, subcategory: sub, header, other: '<i>çeviri</i> & düzelti' });
      expect(svg).not.toMatch(/<b>|<i>/);
      // librsvg refuses malformed XML: it renders.
      const png = await sharp(Buffer.from(svg)).png().metadata();
      expect([png.width, png.height]).toEqual([800, 450]);
    }
    expect(serviceArt({ ...base, subcategory: 'copywriting', header })).toContain(
      '&lt;b&gt;bold&lt;/b&gt; &amp;',
    );
  });

  it('render at 800 × 450 with a font found for the words (the words change the pixels)', async () => {
    const svg = serviceArt({
      ...base,
      subcategory: 'other-writing-translation',
      header: 'Işıl ile Çağrı’nın öyküsü',
      lang: 'tr',
    });
    const withWords = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const without = await sharp(Buffer.from(shapes(svg)))
      .raw()
      .toBuffer();
    expect([withWords.info.width, withWords.info.height]).toEqual([800, 450]);
    expect(withWords.data.equals(without)).toBe(false);
  });
});

describe('the words of a picture', () => {
  it('titles leave out "I will" and do not end on a little word', () => {
    expect(titleOf('I will design a memorable logo and brand mark for your business', 'en', 26)).toBe(
      'Design a memorable logo',
    );
    expect(titleOf('ısmarlama çay ve kahve için etiket tasarımı', 'tr', 20)).toBe('Ismarlama çay');
  });

  it('a text too wide shrinks, then loses words at the end, never past its box', () => {
    const fitted = fitText('A memorable logo and brand mark for your business', {
      size: 30,
      fill: '#000',
      max: 300,
    });
    expect(fitted.size).toBeLessThan(30);
    expect(fitted.size).toBeGreaterThanOrEqual(21);
    expect('A memorable logo and brand mark for your business'.startsWith(fitted.text)).toBe(true);
    expect(fitted.text).not.toMatch(/ (and|for|your)$/);
    expect(text(0, 0, 'Short', { size: 20, fill: '#000', max: 300 })).toContain('font-size="20"');
  });
});

describe('avatars: head-and-shoulders portraits', () => {
  it('are 256 × 256, the same for a name, different between names, and hold no words', async () => {
    expect(avatarArt('Can Işık')).toBe(avatarArt('Can Işık'));
    expect(avatarArt('Can Işık')).not.toBe(avatarArt('Ayşe Yıldız'));
    expect(avatarArt('Elif Şahin')).not.toMatch(/<text/);
    const png = await sharp(Buffer.from(avatarArt('Elif Şahin')))
      .png()
      .metadata();
    expect([png.width, png.height]).toEqual([256, 256]);
  });
});
