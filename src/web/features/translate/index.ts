/* 'Translate' for user content (decision 071): the hook, its button and the translatable text. */

/* A listing written by its author in both languages (decision 130). */
export { type AuthoredVersion, BothLanguagesNote, useAuthoredVersion } from './authored';
export { TranslatableText, TranslateButton, useContentTranslation } from './content-translation';
