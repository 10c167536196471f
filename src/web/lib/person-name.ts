import { DELETED_USER_NAME } from '@shared/constants';

type Translate = (key: 'common:deletedUser') => string;

/**
 * The name to show for a person the server named: a deleted account's stored name
 * (DELETED_USER_NAME) in the reader's language, any other name as it is.
 */
export function personName<T extends string | null | undefined>(name: T, t: Translate): T | string {
  return name === DELETED_USER_NAME ? t('common:deletedUser') : name;
}
