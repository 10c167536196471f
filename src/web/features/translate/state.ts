import type { TranslatableField } from '@shared/schemas/translate';

/* What useContentTranslation (./content-translation.tsx) gives the toggle it loads (./translate-button.tsx). */

export type Lang = 'en' | 'tr';

export interface ContentTranslationState {
  /** A provider is configured and the content is in the other language: 'Translate' is offered. */
  offered: boolean;
  showing: boolean;
  pending: boolean;
  source: Lang | null;
  /** The field as the reader should see it now: the translation while shown, otherwise the original. */
  text: (field: TranslatableField, original: string) => string;
  toggle: () => void;
}
