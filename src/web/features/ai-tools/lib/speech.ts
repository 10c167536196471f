import type { Voice } from '@shared/schemas/ai';

/**
 * The spec's six voices played by the browser's speech synthesis: each maps to a pitch and rate
 * and to one of the device's voices for the text's language (different voices where the device
 * has several).
 */
export const VOICE_SETTINGS: Record<Voice, { pitch: number; rate: number; slot: number }> = {
  alloy: { pitch: 1, rate: 1, slot: 0 },
  echo: { pitch: 0.8, rate: 1, slot: 1 },
  fable: { pitch: 1.15, rate: 0.95, slot: 2 },
  onyx: { pitch: 0.6, rate: 0.9, slot: 3 },
  nova: { pitch: 1.25, rate: 1.05, slot: 4 },
  shimmer: { pitch: 1.4, rate: 0.95, slot: 5 },
};

export function speechAvailable(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/** Turkish when the text has Turkish letters; otherwise the interface language decides. */
export function textLanguage(text: string, fallback: 'en' | 'tr'): 'en' | 'tr' {
  if (/[çğıöşüÇĞİÖŞÜ]/.test(text)) return 'tr';
  return /\b(the|and|is|are|you)\b/i.test(text) ? 'en' : fallback;
}

export function pickSystemVoice(
  voices: SpeechSynthesisVoice[],
  lang: 'en' | 'tr',
  voice: Voice,
): SpeechSynthesisVoice | null {
  const matching = voices.filter((v) => v.lang.toLowerCase().startsWith(lang));
  const pool = matching.length > 0 ? matching : voices.filter((v) => v.default);
  if (pool.length === 0) return null;
  return pool[VOICE_SETTINGS[voice].slot % pool.length] ?? null;
}

/** Sentences joined into pieces of at most `max` characters; long utterances stall some browsers. */
export function chunkText(text: string, max = 220): string[] {
  const sentences = text.split(/(?<=[.!?…;:])\s+|\n+/).filter((s) => s.trim() !== '');
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const pieces =
      sentence.length > max
        ? (sentence.match(new RegExp(`.{1,${max}}(\\s|$)`, 'g')) ?? [sentence])
        : [sentence];
    for (const piece of pieces) {
      if (current && current.length + piece.length + 1 > max) {
        chunks.push(current.trim());
        current = '';
      }
      current += `${piece} `;
    }
  }
  if (current.trim()) chunks.push(current.trim());
  return chunks;
}
