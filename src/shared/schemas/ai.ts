import { z } from 'zod';
import { FreelancerCardSchema } from './freelancer-card';

/* Messages are translation keys ('ns:key'); the web forms and the server translate them. */

export const IMAGE_SIZE = { width: 1024, height: 1024 } as const;
export const PROMPT_MAX = 4000;
export const TEXT_ANALYSIS_MAX = 20_000;
export const VOICE_TEXT_MAX = 5000;
/** The spec's six voices; the browser maps each to a system voice, pitch and rate. */
export const VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;
export type Voice = (typeof VOICES)[number];

export const imagePromptInput = z.strictObject({
  prompt: z
    .string({ error: 'ai:image.promptRequired' })
    .trim()
    .min(1, 'ai:image.promptRequired')
    .max(PROMPT_MAX, 'ai:image.promptTooLong'),
});
export type ImagePromptInput = z.infer<typeof imagePromptInput>;

export const textAnalysisInput = z.strictObject({
  text: z
    .string({ error: 'ai:text.required' })
    .trim()
    .min(1, 'ai:text.required')
    .max(TEXT_ANALYSIS_MAX, 'ai:text.tooLong'),
});
export type TextAnalysisInput = z.infer<typeof textAnalysisInput>;

export const voiceInput = z.strictObject({
  text: z
    .string({ error: 'ai:voice.required' })
    .trim()
    .min(1, 'ai:voice.required')
    .max(VOICE_TEXT_MAX, 'ai:voice.tooLong'),
  voice: z.enum(VOICES),
});
export type VoiceInput = z.infer<typeof voiceInput>;

export const SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

export const ENTITY_TYPES = ['person', 'place', 'organization', 'email', 'url', 'amount', 'other'] as const;

export const textAnalysisResult = z.object({
  sentiment: z.enum(SENTIMENTS),
  /** 0 to 1; shown as a percent with one decimal. */
  confidence: z.number().min(0).max(1),
  keywords: z.array(z.string()),
  entities: z.array(z.object({ text: z.string(), type: z.enum(ENTITY_TYPES) })),
  summary: z.string(),
  language: z.enum(['en', 'tr']),
  /** Which method produced the result: the configured model or the local analyser. */
  method: z.enum(['model', 'local']),
  model: z.string().nullable(),
  /** True when the model was asked but its answer could not be used, so the local analyser answered. */
  fallback: z.boolean(),
});
export type TextAnalysisResult = z.infer<typeof textAnalysisResult>;

/** GET /api/ai/status: which AI tools work on this site and how. */
export const aiStatus = z.object({
  /** An OpenAI-compatible provider is configured. */
  configured: z.boolean(),
  model: z.string().nullable(),
  /** Image generation works (needs the provider). */
  imageGeneration: z.boolean(),
  /** What analyses text for signed-in users; anonymous visitors always get the local analyser. */
  textAnalysis: z.enum(['model', 'local']),
});
export type AiStatus = z.infer<typeof aiStatus>;

/** POST /api/ai/image: the stored PNG. */
export const generatedImage = z.object({
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  model: z.string(),
});
export type GeneratedImage = z.infer<typeof generatedImage>;

/** POST /api/ai/3d-model takes one image in the multipart field "file". */
export const model3dInput = z.object({
  file: z.custom<File>((v) => v instanceof File, { message: 'ai:model3d.required' }),
});

/** POST /api/ai/3d-model: the stored GLB relief and its size. */
export const generatedModel = z.object({
  modelUrl: z.string(),
  method: z.literal('relief'),
  stats: z.object({
    vertices: z.number().int(),
    triangles: z.number().int(),
    gridWidth: z.number().int(),
    gridHeight: z.number().int(),
    bytes: z.number().int(),
  }),
});
export type GeneratedModel = z.infer<typeof generatedModel>;

/** GET /api/ai/experts: six featured experts, as freelancer cards. */
export const AiExpertsSchema = /* @__PURE__ */ z
  .object({ items: z.array(FreelancerCardSchema) })
  .meta({ id: 'AiExperts' });
export type AiExperts = z.infer<typeof AiExpertsSchema>;
