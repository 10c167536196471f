import { describe, expect, it } from 'vitest';
import { analyseLocally, detectLanguage } from './local';

describe('local text analyser', () => {
  it('tells English from Turkish', () => {
    expect(detectLanguage('The service was quick and the price was fair.')).toBe('en');
    expect(detectLanguage('Hizmet hızlıydı ve fiyat uygundu.')).toBe('tr');
    expect(detectLanguage('Bu proje için bir teklif var mi')).toBe('tr');
  });

  it.each([
    ['The designer was amazing and the logo is beautiful.', 'positive'],
    ['The app is slow, buggy and support was rude. Terrible experience.', 'negative'],
    ['The meeting is on Tuesday at the office.', 'neutral'],
    ['The result was not good at all.', 'negative'],
    ['Honestly, not bad.', 'positive'],
  ] as const)('English: %s → %s', (text, sentiment) => {
    expect(analyseLocally(text).sentiment).toBe(sentiment);
  });

  it.each([
    ['Harika bir iş çıkardı, çok memnun kaldım!', 'positive'],
    ['Ürün berbat, paramı geri istiyorum.', 'negative'],
    ['Tasarımı hiç beğenmedim.', 'negative'],
    ['Tasarımı çok beğendim.', 'positive'],
    ['Sonuç iyi değil.', 'negative'],
    ['Teslimat sorunsuz geçti.', 'positive'],
    ['Toplantı salı günü ofiste.', 'neutral'],
    ['Hizmetten memnun kalmadım.', 'negative'],
  ] as const)('Turkish: %s → %s', (text, sentiment) => {
    const result = analyseLocally(text);
    expect(result.language).toBe('tr');
    expect(result.sentiment).toBe(sentiment);
  });

  it('finds keywords by frequency without stop words', () => {
    const r = analyseLocally(
      'The logo needs a new colour. The colour should match the website, and the website needs a new logo font.',
    );
    expect(r.keywords.slice(0, 3)).toEqual(['logo', 'needs', 'colour']);
    expect(r.keywords).not.toContain('the');
  });

  it('finds Turkish keywords and names with case suffixes', () => {
    const r = analyseLocally(
      "Ayşe Yıldız İzmir'de çalışıyor. Çeviri projesi için Ayşe Hanım ile görüştük; çeviri kalitesi çok iyi. Bütçe 3.000 TL.",
    );
    expect(r.keywords).toContain('çeviri');
    expect(r.keywords).not.toContain('için');
    expect(r.entities).toEqual(
      expect.arrayContaining([
        { text: 'Ayşe Yıldız', type: 'person' },
        { text: 'İzmir', type: 'place' },
        { text: '3.000 TL', type: 'amount' },
      ]),
    );
  });

  it('finds e-mails, web addresses and amounts', () => {
    const r = analyseLocally('Write to info@acme.com, see https://acme.com/pricing and pay $49.99 or €45.');
    expect(r.entities).toEqual([
      { text: 'info@acme.com', type: 'email' },
      { text: 'https://acme.com/pricing', type: 'url' },
      { text: '$49.99', type: 'amount' },
      { text: '€45', type: 'amount' },
    ]);
    expect(r.keywords).not.toContain('acme');
  });

  it('summarises with the key sentences in their original order', () => {
    const text = [
      'Our bakery needs a new website.',
      'The weather was nice yesterday.',
      'The website should show the bakery menu and opening hours.',
      'My cousin likes football.',
      'Customers want to order bakery cakes on the website.',
    ].join(' ');
    const summary = analyseLocally(text).summary;
    expect(summary).toContain('Our bakery needs a new website.');
    expect(summary).not.toContain('football');
    expect(summary.indexOf('Our bakery')).toBe(0);
  });

  it('gives a confidence between 0 and 1', () => {
    for (const text of ['Great!', 'Awful.', 'A table.', 'Harika ama pahalı.']) {
      const { confidence } = analyseLocally(text);
      expect(confidence).toBeGreaterThan(0);
      expect(confidence).toBeLessThanOrEqual(1);
    }
  });

  // Its speed on 20,000 hostile characters is a bench (bench/hostile-text.ts), not a unit test.
});
