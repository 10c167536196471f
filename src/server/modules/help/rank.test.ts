import { describe, expect, it } from 'vitest';
import { type Passage, PassageIndex, rankSources, stem, tokenize } from './rank';

function passage(
  id: string,
  title: string,
  text: string,
  tags: string[] = [],
  language: 'en' | 'tr' = 'en',
): Passage {
  return { id, kind: 'article', language, ref: id.split('#')[0]!, title, href: `/help/${id}`, text, tags };
}

describe('tokenize', () => {
  it('folds Turkish letters and case, drops stop words and stems', () => {
    expect(tokenize('Paramı NASIL çekerim?', 'tr')).toEqual(['param', 'ceker']);
    expect(tokenize('İSTANBUL ışık', 'tr')).toEqual(tokenize('istanbul isik', 'tr'));
    expect(tokenize('How do I withdraw my earnings?', 'en')).toEqual(['withdraw', 'earn']);
  });

  it('joins the usual English word forms', () => {
    for (const group of [
      ['withdraw', 'withdrawal', 'withdrawals', 'withdrawing'],
      ['approve', 'approved', 'approval', 'approving'],
      ['apply', 'applies', 'applied', 'application'],
      ['translate', 'translation'],
      ['complete', 'completed', 'completion'],
      ['pay', 'payment'],
    ]) {
      expect(new Set(group.map((w) => stem(w, 'en'))).size, group.join()).toBe(1);
    }
  });

  it('keeps Turkish suffixed forms together by their first five letters', () => {
    expect(stem('cekebilirim', 'tr')).toBe(stem('cekebilir', 'tr'));
    expect(tokenize('bildirimlerim', 'tr')).toEqual(tokenize('bildirim', 'tr'));
    expect(tokenize("Stripe'ın", 'tr')).toEqual(['strip']);
  });
});

describe('PassageIndex', () => {
  const passages = [
    passage(
      'wallet#0',
      'Wallet and withdrawals',
      'Withdraw Funds sends money to a USD bank account in your own name.',
      ['payout'],
    ),
    passage('wallet#1', 'Wallet and withdrawals', 'Top Up adds money to your available balance.'),
    passage('profile#0', 'Your profile', 'Edit your name, title and skills. Upload a photo.'),
    passage('escrow#0', 'Escrow', 'The payment is held in escrow until the project is completed.'),
    passage('chat#0', 'Messages', 'Send messages to freelancers. A message can have 5000 characters.'),
  ];
  const index = new PassageIndex(passages, 'en');

  it('ranks the passage that answers the question first', () => {
    expect(index.search('how can I withdraw to my bank account?')[0]?.passage.id).toBe('wallet#0');
    expect(index.search('change my profile photo')[0]?.passage.id).toBe('profile#0');
    expect(index.search('when is the escrow released')[0]?.passage.id).toBe('escrow#0');
  });

  it('counts rare terms more than common ones (idf)', () => {
    const results = index.search('money payout');
    // 'payout' appears once (a tag of wallet#0), 'money' in two passages.
    expect(results[0]?.passage.id).toBe('wallet#0');
    expect(results[0]!.score).toBeGreaterThan(results[1]!.score);
  });

  it('weights the title: a passage is found by its article title', () => {
    const ids = index.search('withdrawals').map((r) => r.passage.id);
    expect(ids.slice(0, 2).sort()).toEqual(['wallet#0', 'wallet#1']);
  });

  it('finds nothing for stop words only or unknown words', () => {
    expect(index.search('how do I')).toEqual([]);
    expect(index.search('quantum lasagna')).toEqual([]);
    expect(index.search('')).toEqual([]);
  });

  it('ranks Turkish passages with Turkish folding', () => {
    const tr = new PassageIndex(
      [
        passage(
          'w#0',
          'Cüzdan ve para çekme',
          'Para Çek, kendi adınıza açılmış bir USD banka hesabına ödeme yapar.',
          [],
          'tr',
        ),
        passage('p#0', 'Profiliniz', 'Adınızı, unvanınızı ve becerilerinizi düzenleyin.', [], 'tr'),
      ],
      'tr',
    );
    expect(tr.search('PARA ÇEKMEK istiyorum')[0]?.passage.id).toBe('w#0');
    expect(tr.search('becerilerimi nasil duzenlerim')[0]?.passage.id).toBe('p#0');
  });

  it('groups results by source with the best score of each', () => {
    const sources = rankSources(index.search('withdraw money balance'));
    expect(sources[0]?.ref).toBe('wallet');
    expect(new Set(sources.map((s) => s.ref)).size).toBe(sources.length);
  });
});
