import { ENTITY_TYPES, SENTIMENTS } from '@shared/schemas/ai';
import { z } from 'zod';
import type { AiProvider } from '../../../lib/ai';
import type { LocalAnalysis } from './local';

/** What the model must answer; anything else is refused and the local analyser answers instead. */
const modelAnswer = z.object({
  sentiment: z.enum(SENTIMENTS),
  confidence: z.number().min(0).max(100),
  keywords: z.array(z.string().trim().min(1).max(80)).max(20),
  entities: z
    .array(
      z.object({
        text: z.string().trim().min(1).max(200),
        type: z.string().transform((t) => {
          const lowered = t.toLowerCase();
          return (ENTITY_TYPES as readonly string[]).includes(lowered)
            ? (lowered as (typeof ENTITY_TYPES)[number])
            : 'other';
        }),
      }),
    )
    .max(50),
  summary: z.string().trim().min(1).max(2000),
});

const SYSTEM_PROMPT = `You analyse a text written in English or Turkish. Answer with one JSON object only, no prose:
{"sentiment": "positive" | "negative" | "neutral",
 "confidence": number between 0 and 1,
 "keywords": up to 8 short keywords from the text, in the text's language,
 "entities": [{"text": string, "type": "person" | "place" | "organization" | "email" | "url" | "amount" | "other"}],
 "summary": one to three sentences in the text's language}`;

/** Reads a JSON object out of the reply (models sometimes wrap it in a code fence). */
function jsonIn(reply: string): unknown {
  const fenced = reply.match(/```(?:json)?\s*([\s\S]*?)```/i);
  const body = (fenced ? fenced[1]! : reply).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    return JSON.parse(body.slice(start, end + 1));
  } catch {
    return null;
  }
}

/** The model's analysis, or null when its reply is not the JSON asked for. Provider errors throw. */
export async function analyseWithModel(
  provider: AiProvider,
  text: string,
  language: LocalAnalysis['language'],
): Promise<LocalAnalysis | null> {
  const reply = await provider.chat(
    [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: text },
    ],
    { temperature: 0, maxTokens: 800 },
  );
  const parsed = modelAnswer.safeParse(jsonIn(reply));
  if (!parsed.success) return null;
  const a = parsed.data;
  // Some models answer 0-100 despite being asked for 0-1.
  const confidence = a.confidence > 1 ? a.confidence / 100 : a.confidence;
  return {
    sentiment: a.sentiment,
    confidence: Math.round(confidence * 1000) / 1000,
    keywords: a.keywords.slice(0, 8),
    entities: a.entities.slice(0, 20),
    summary: a.summary,
    language,
  };
}
