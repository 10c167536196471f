import type { ListingLang } from '@shared/listing-langs';
import { Button } from '@web/components/ui/button';
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * A listing its author wrote in both languages (decision 130): the reader sees the version in
 * their language, a note says the author wrote both, and one button shows the other version.
 */

export interface AuthoredVersion<A> {
  /** The second version while it is the one shown; null: show the row's own texts. */
  alt: A | null;
  /** The author wrote it in both languages. */
  both: boolean;
  /** The language of the version not shown. */
  other: ListingLang | null;
  toggle: () => void;
}

export function useAuthoredVersion<A extends { lang: ListingLang }>(
  alt: A | null | undefined,
): AuthoredVersion<A> {
  const { i18n } = useTranslation();
  const reader: ListingLang = i18n.language === 'tr' ? 'tr' : 'en';
  const [flipped, setFlipped] = useState(false);
  const toggle = () => setFlipped((f) => !f);
  if (!alt) return { alt: null, both: false, other: null, toggle };
  const showAlt = (alt.lang === reader) !== flipped;
  return { alt: showAlt ? alt : null, both: true, other: showAlt ? otherOf(alt.lang) : alt.lang, toggle };
}

const otherOf = (lang: ListingLang): ListingLang => (lang === 'en' ? 'tr' : 'en');

/** "Written by the seller in both languages" and a button for the other version. */
export function BothLanguagesNote({
  version,
  by,
}: {
  version: AuthoredVersion<unknown>;
  by: 'seller' | 'freelancer' | 'client';
}) {
  const { t } = useTranslation();
  if (!version.both || !version.other) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
      <span>{t(`common:bilingual.by.${by}`)}</span>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto min-h-[44px] px-0 text-xs sm:min-h-0"
        onClick={version.toggle}
      >
        <Languages className="size-3.5" aria-hidden="true" />
        {t('common:bilingual.readIn', { language: t(`common:bilingual.language.${version.other}`) })}
      </Button>
    </p>
  );
}
