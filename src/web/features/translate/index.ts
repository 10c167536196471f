/* 'Translate' for user content (decision 071): the hook, its button and the translatable text. */
export { TranslatableText, TranslateButton, useContentTranslation } from './content-translation';
