import { describe, expect, it } from 'vitest';
import { escapeLike, FOLD_FROM, FOLD_TO, foldSearchText } from './text';

describe('foldSearchText', () => {
  it("folds 'istanbul' and 'İstanbul' to the same text", () => {
    expect(foldSearchText('İstanbul')).toBe(foldSearchText('istanbul'));
    expect(foldSearchText('İSTANBUL')).toBe('istanbul');
  });

  it("lets 'ISIK' and 'ışık' match 'Işık'", () => {
    expect(foldSearchText('Işık')).toBe('isik');
    expect(foldSearchText('ISIK')).toBe('isik');
    expect(foldSearchText('ışık')).toBe('isik');
  });

  it('folds every Turkish letter in both cases to its plain lowercase letter', () => {
    expect(foldSearchText('ÇĞİIÖŞÜ çğıiöşü')).toBe('cgiiosu cgiiosu');
    expect(foldSearchText('Âşık Îmâ Ûlü')).toBe('asik ima ulu');
  });

  it('lowercases other letters and keeps everything else as it is', () => {
    expect(foldSearchText('React & Node.JS 100%')).toBe('react & node.js 100%');
    expect(foldSearchText('')).toBe('');
  });

  it('keeps the character tables of the SQL function the same length', () => {
    expect([...FOLD_FROM].length).toBe([...FOLD_TO].length);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('plain')).toBe('plain');
  });
});
