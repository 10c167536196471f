import { createRoute } from '@hono/zod-openapi';
import {
  AiExpertsSchema,
  type AiStatus,
  aiStatus,
  generatedImage,
  generatedModel,
  imagePromptInput,
  model3dInput,
  textAnalysisInput,
  textAnalysisResult,
} from '@shared/schemas/ai';
import type { MiddlewareHandler } from 'hono';
import { aiProviderFor } from '../../lib/ai';
import { AppError } from '../../lib/errors';
import {
  type AppContext,
  type AppEnv,
  createRouter,
  currentUser,
  ErrorSchema,
  errorResponses,
  jsonBody,
  jsonResponse,
  named,
} from '../../lib/http';
import { signedInRoute } from '../../lib/routes';
import { readUploadedFile, uploadBodyLimit } from '../../lib/uploads/multipart';
import { RELIEF_MAX_BYTES } from './relief';
import { analyseText, type Deps, featuredExperts, generateImage, generateModel } from './service';

const StatusSchema = named(aiStatus, 'AiStatus');
const ImageResultSchema = named(generatedImage, 'AiImage');
const ModelResultSchema = named(generatedModel, 'Ai3dModel');

const aiErrorResponses = {
  402: jsonResponse(ErrorSchema, 'Provider credits required (AI_CREDITS_REQUIRED)'),
  429: jsonResponse(ErrorSchema, 'Rate limited by this site or the provider (AI_RATE_LIMITED)'),
  502: jsonResponse(ErrorSchema, 'Provider rejected the key or failed (AI_KEY_REJECTED, AI_FAILED)'),
  503: jsonResponse(ErrorSchema, 'Not configured or unreachable (AI_NOT_CONFIGURED, AI_UNAVAILABLE)'),
} as const;

const modelLimit: MiddlewareHandler<AppEnv> = uploadBodyLimit(RELIEF_MAX_BYTES);

function deps(c: AppContext): Deps {
  const { db, storage, config } = c.get('services');
  return { db, storage, provider: aiProviderFor(config), log: c.get('log') };
}

/** The AI tools: status, image generation, 3D relief models, text analysis and featured experts. */
export function aiToolsRoutes() {
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/ai/status',
      tags: ['AI'],
      summary: 'Which AI tools work on this site and how',
      responses: { 200: jsonResponse(StatusSchema, 'Status') },
    }),
    (c) => {
      const provider = aiProviderFor(c.get('services').config);
      const answer: AiStatus = {
        configured: provider.configured,
        model: provider.configured ? provider.model : null,
        imageGeneration: provider.configured,
        textAnalysis: provider.configured ? 'model' : 'local',
      };
      return c.json(answer, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/ai/experts',
      tags: ['AI'],
      summary: 'Six featured experts: best rated software freelancers, then AI-related skills',
      responses: {
        200: jsonResponse(AiExpertsSchema, 'Experts'),
      },
    }),
    async (c) => c.json({ items: await featuredExperts(c.get('services').db) }, 200),
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/ai/image',
      tags: ['AI'],
      summary: 'Generate a 1024 × 1024 PNG from a prompt (signed in; 10 per hour)',
      request: { body: jsonBody(imagePromptInput) },
      responses: {
        200: jsonResponse(ImageResultSchema, 'The stored image'),
        400: errorResponses[400],
        401: errorResponses[401],
        ...aiErrorResponses,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { prompt } = c.req.valid('json');
      return c.json(await generateImage(deps(c), user.id, prompt), 200);
    },
  );

  app.openapi(
    signedInRoute({
      method: 'post',
      path: '/api/ai/3d-model',
      tags: ['AI'],
      summary: 'Build a relief model (GLB) from an image: brightness becomes height (signed in; 20 per hour)',
      middleware: [modelLimit],
      request: {
        body: {
          required: true,
          description: 'One JPEG, PNG, WebP or GIF image (at most 10 MB) in the field "file"',
          content: {
            'multipart/form-data': {
              schema: model3dInput.extend({
                file: model3dInput.shape.file.openapi({ type: 'string', format: 'binary' }),
              }),
            },
          },
        },
      },
      responses: {
        200: jsonResponse(ModelResultSchema, 'The stored model'),
        400: errorResponses[400],
        401: errorResponses[401],
        413: jsonResponse(ErrorSchema, 'File too large or too many pixels'),
        415: jsonResponse(ErrorSchema, 'Not an image'),
        429: aiErrorResponses[429],
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const file = await readUploadedFile(c).catch((err: unknown) => {
        // The spec's message for a missing image.
        if (err instanceof AppError && err.code === 'UPLOAD_MISSING_FILE')
          throw new AppError('AI_3D_IMAGE_REQUIRED', 400, 'ai:model3d.required');
        throw err;
      });
      return c.json(await generateModel(deps(c), user.id, file.data), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/api/ai/text-analysis',
      tags: ['AI'],
      summary:
        'Sentiment, confidence, keywords, entities and summary of an English or Turkish text (the model for signed-in users when configured, else the local analyser)',
      request: { body: jsonBody(textAnalysisInput) },
      responses: {
        200: jsonResponse(named(textAnalysisResult, 'TextAnalysis'), 'The analysis and the method used'),
        400: errorResponses[400],
        402: aiErrorResponses[402],
        429: aiErrorResponses[429],
      },
    }),
    async (c) => {
      const { text } = c.req.valid('json');
      return c.json(await analyseText(deps(c), c.get('user')?.id ?? null, text), 200);
    },
  );

  return app;
}
