import type { Language } from '@shared/constants';
import type { TranslationMode } from '@shared/schemas/chat';

/** The language a mode shows messages in: auto follows the interface language; none shows originals. */
export function targetLanguage(mode: TranslationMode, uiLanguage: Language): Language | null {
  if (mode === 'none') return null;
  return mode === 'auto' ? uiLanguage : mode;
}
