import { type ListingLang, versionIn } from '@shared/listing-langs';
import { useTranslation } from 'react-i18next';

/**
 * A card's title as the reader should see it: the author's own version in the reader's language
 * when they wrote one (decision 130), otherwise the title as written.
 */
export function useReaderTitle<T extends string | null>(
  title: T,
  alt: { lang: ListingLang; title: string } | null | undefined,
): T | string {
  const { i18n } = useTranslation();
  const reader: ListingLang = i18n.language === 'tr' ? 'tr' : 'en';
  return versionIn(alt, reader)?.title ?? title;
}
