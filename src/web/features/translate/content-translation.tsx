import type { ContentTranslation, TranslatableEntity, TranslatableField } from '@shared/schemas/translate';
import { api } from '@web/lib/api';
import { withNamespaces } from '@web/lib/i18n';
import { useSiteConfig } from '@web/lib/site-config';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { BothLanguagesNote, useAuthoredVersion } from './authored';
import type { ContentTranslationState, Lang } from './state';

/**
 * 'Translate' for user content (decision 071): offered only when the server has a translation
 * provider (site config) and the content's detected language differs from the interface
 * language. The translation is asked for once per page and language; a failure shows a toast and
 * leaves the original in place.
 */
export function useContentTranslation(
  entity: TranslatableEntity,
  id: string,
  contentLang: Lang | null,
): ContentTranslationState {
  const { i18n } = useTranslation();
  const target: Lang = i18n.language === 'tr' ? 'tr' : 'en';
  const config = useSiteConfig();
  const offered =
    config.data?.translationAvailable === true && contentLang !== null && contentLang !== target;
  const key = `${entity}:${id}:${target}`;
  const [saved, setSaved] = useState<{ key: string; value: ContentTranslation } | null>(null);
  const [showingKey, setShowingKey] = useState<string | null>(null);
  const translation = saved?.key === key ? saved.value : null;
  const showing = offered && showingKey === key && translation !== null;
  // One request per page and language, with a pending flag: written out rather than useMutation,
  // which would bring TanStack's mutation observer (about 1 KB gzip) onto every entity page's first
  // load (bench/initial-js.ts).
  const [pending, setPending] = useState(false);
  const request = () => {
    setPending(true);
    api<ContentTranslation>('/api/translations', { method: 'POST', body: { entity, id, target } })
      .then(
        (value) => {
          setSaved({ key, value });
          setShowingKey(key);
        },
        (err: Error) => toast.error(err.message),
      )
      .finally(() => setPending(false));
  };
  return {
    offered,
    showing,
    pending,
    source: contentLang,
    text: (field, original) =>
      showing ? (translation?.fields.find((f) => f.field === field)?.text ?? original) : original,
    toggle: () => {
      if (showing) setShowingKey(null);
      else if (translation) setShowingKey(key);
      else if (!pending) request();
    },
  };
}

// The button (with the `translate` catalogue) is a chunk of its own, loaded only where translation
// is offered: a server with a translation provider and content in the other language.
const Toggle = lazy(
  withNamespaces(
    () => import('./translate-button').then((m) => ({ default: m.TranslateToggle })),
    ['translate'],
  ),
);

/** 'Translate' / 'Show original' beside a text; nothing when translation is not offered. */
export function TranslateButton({ state }: { state: ContentTranslationState }) {
  if (!state.offered) return null;
  return (
    <Suspense fallback={null}>
      <Toggle state={state} />
    </Suspense>
  );
}

/** One translatable paragraph with its own button (profile 'about', a review's comment). */
export function TranslatableText({
  entity,
  id,
  lang,
  field,
  text,
  className,
  alt,
  by,
}: {
  entity: TranslatableEntity;
  id: string;
  lang: Lang | null;
  field: TranslatableField;
  text: string;
  className?: string;
  /** The author's own text in the other language (decision 130): shown to its readers, no 'Translate'. */
  alt?: { lang: Lang; text: string } | null;
  /** Who wrote it, for "Written by … in both languages". */
  by?: 'seller' | 'freelancer' | 'client';
}) {
  const authored = useAuthoredVersion(alt);
  const state = useContentTranslation(entity, id, authored.both ? null : lang);
  return (
    <div>
      <p
        className={className}
        lang={authored.alt ? authored.alt.lang : state.showing ? undefined : (lang ?? undefined)}
      >
        {authored.alt ? authored.alt.text : state.text(field, text)}
      </p>
      <TranslateButton state={state} />
      {by ? <BothLanguagesNote version={authored} by={by} /> : null}
    </div>
  );
}
