import { DELETED_USER_NAME } from '@shared/constants';
import en from '@shared/locales/en/common.json';
import tr from '@shared/locales/tr/common.json';
import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('a deleted account name', () => {
  it('is shown in the reader language, other names as they are', () => {
    const inEn = () => en.deletedUser;
    const inTr = () => tr.deletedUser;
    expect(personName(DELETED_USER_NAME, inEn)).toBe('Deleted user');
    expect(personName(DELETED_USER_NAME, inTr)).toBe('Silinmiş kullanıcı');
    expect(personName('Ayşe Demir', inTr)).toBe('Ayşe Demir');
    expect(personName(null, inTr)).toBeNull();
  });
});
