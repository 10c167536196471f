import { describe, expect, it } from 'vitest';
import { serviceInput } from './schemas/service';
import {
  CATEGORY_IDS,
  categoryLabel,
  categoryOfSubcategory,
  isValidPair,
  normalizeCategory,
  SUBCATEGORIES,
  SUBCATEGORY_COUNT,
  subcategoriesOf,
  subcategoryLabel,
  taxonomyFor,
} from './taxonomy';

describe('category taxonomy', () => {
  it('has the six categories with the subcategory counts of spec part 2 §3 (65 in all)', () => {
    expect(CATEGORY_IDS).toHaveLength(6);
    const counts = Object.fromEntries(CATEGORY_IDS.map((c) => [c, SUBCATEGORIES[c].length]));
    expect(counts).toEqual({
      'graphic-design': 18,
      'web-advertisement': 7,
      'writing-translation': 11,
      'video-animation': 9,
      'sound-music': 6,
      'software-tech': 14,
    });
    expect(SUBCATEGORY_COUNT).toBe(65);
  });

  it('gives every subcategory a unique kebab-case id and a label in both languages', () => {
    const all = CATEGORY_IDS.flatMap((c) => SUBCATEGORIES[c]);
    expect(new Set(all.map((s) => s.id)).size).toBe(65);
    for (const s of all) {
      expect(s.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.en.trim()).not.toBe('');
      expect(s.tr.trim()).not.toBe('');
    }
    const turkish = all.filter((s) => s.tr !== s.en);
    expect(turkish.length).toBeGreaterThan(55);
  });

  it('keeps the spec English labels exactly', () => {
    expect(subcategoryLabel('corporate-identity-business-cards', 'en')).toBe(
      'Corporate Identity & Business Cards',
    );
    expect(subcategoryLabel('qa-tutorials', 'en')).toBe('Q&A & Tutorials');
    expect(subcategoryLabel('voice-over', 'en')).toBe('Voice-over');
    expect(subcategoryLabel('logo-design', 'tr')).toBe('Logo Tasarımı');
    expect(categoryLabel('graphic-design', 'en')).toBe('Graphic & Design');
    expect(categoryLabel('graphic-design', 'tr')).toBe('Grafik ve Tasarım');
  });

  it('shows an unknown stored value as it is', () => {
    expect(subcategoryLabel('old-thing', 'tr')).toBe('old-thing');
    expect(categoryLabel('lifestyle', 'en')).toBe('lifestyle');
  });

  it('maps the legacy short category values to the canonical ids', () => {
    expect(normalizeCategory('web-ad')).toBe('web-advertisement');
    expect(normalizeCategory('writing')).toBe('writing-translation');
    expect(normalizeCategory('video')).toBe('video-animation');
    expect(normalizeCategory('sound')).toBe('sound-music');
    expect(normalizeCategory('software')).toBe('software-tech');
    expect(normalizeCategory('graphic-design')).toBe('graphic-design');
    expect(normalizeCategory('programming')).toBeNull();
    expect(subcategoriesOf('software').map((s) => s.id)).toContain('wordpress');
    expect(subcategoriesOf('nope')).toEqual([]);
  });

  it('validates a category and subcategory pair', () => {
    expect(isValidPair('graphic-design', 'logo-design')).toBe(true);
    expect(isValidPair('sound', 'podcast-editing')).toBe(true);
    expect(isValidPair('software-tech', 'logo-design')).toBe(false);
    expect(isValidPair('graphic-design', '')).toBe(false);
    expect(categoryOfSubcategory('seo')).toBe('web-advertisement');
  });

  it('lists the taxonomy in one language for selects', () => {
    const tr = taxonomyFor('tr');
    expect(tr[0]!.label).toBe('Grafik ve Tasarım');
    expect(tr.reduce((n, c) => n + c.subcategories.length, 0)).toBe(65);
  });
});

describe('service input schema', () => {
  const valid = {
    category: 'writing',
    subcategory: 'translation',
    header: '  Professional translation  ',
    explanation: 'x'.repeat(50),
    pricing: '$20 per page',
  };

  it('stores a legacy category as its canonical id and trims the texts', () => {
    const out = serviceInput.parse(valid);
    expect(out.category).toBe('writing-translation');
    expect(out.header).toBe('Professional translation');
  });

  it('answers the spec messages as keys', () => {
    const first = (v: object) => serviceInput.safeParse({ ...valid, ...v }).error?.issues[0]?.message;
    expect(first({ category: '' })).toBe('selling:validation.category');
    expect(first({ subcategory: '' })).toBe('selling:validation.subcategory');
    expect(first({ subcategory: 'logo-design' })).toBe('selling:validation.subcategory');
    expect(first({ header: ' short ' })).toBe('selling:validation.headerMin');
    expect(first({ pricing: 'p'.repeat(1001) })).toBe('selling:validation.pricingMax');
  });
});
