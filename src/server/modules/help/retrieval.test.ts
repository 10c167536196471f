import type { Language } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { buildCorpus, helpArticleRows, retrieve } from './service';

/** The real articles and terms, indexed as the service does, without a database. */
const c = buildCorpus(helpArticleRows().map((row) => ({ ...row, updatedAt: new Date() })));
const top = (q: string, ui: Language = 'en') => {
  const r = retrieve(c, [{ role: 'user', content: q }], ui);
  return r.results[0]?.passage.href;
};

describe('retrieval over the shipped help articles', () => {
  it.each([
    ['How do I post a new project?', '/help/post-a-project'],
    ['What is the platform fee when a project is completed?', '/help/complete-and-pay'],
    ['How do I turn on two-factor authentication?', '/help/two-factor-and-password'],
    ['Can I download my data?', '/help/privacy-and-your-data'],
    ['How do I delete my account?', '/help/privacy-and-your-data'],
    ['How many images can I add to a service?', '/help/create-a-service'],
    ['How much does the chatbot cost?', '/help/ai-tools'],
    // The rule is quoted from the terms page as well; either source answers it.
    [
      'What happens if I do not reply to a client within 24 hours?',
      '/help/rules-and-account-measures|/terms',
    ],
    ['Which test card numbers can I use?', '/help/escrow-and-payments'],
    ['How do I change the language to Turkish?', '/help/language'],
    ['What is the difference between Approve and Start Now?', '/help/approve-an-application'],
  ])('EN: %s -> %s', (q, href) => {
    expect(href.split('|')).toContain(top(q));
  });

  it.each([
    ['Yeni bir proje nasıl yayınlarım?', '/help/post-a-project'],
    ['Platform ücreti ne kadar?', '/help/complete-and-pay'],
    ['İki adımlı doğrulamayı nasıl açarım?', '/help/two-factor-and-password'],
    ['Hesabımı nasıl silerim?', '/help/privacy-and-your-data'],
    ['Hizmetime kaç görsel ekleyebilirim?', '/help/create-a-service'],
    ['Sohbet botu kaç dolar?', '/help/ai-tools'],
    ['Bir projeye nasıl başvururum?', '/help/apply-to-a-project'],
    ['Bildirim e-postalarını nasıl kapatırım?', '/help/notifications'],
  ])('TR: %s -> %s', (q, href) => {
    expect(top(q, 'tr')).toBe(href);
  });
});
