import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const aiToolsRoutes: RouteObject[] = [
  page('/ai-services', () => import('./routes/ai-services').then((m) => m.AiServicesPage), {
    namespaces: ['ai'],
  }),
  page('/image-ai', () => import('./routes/image-ai').then((m) => m.ImageAiPage), {
    namespaces: ['ai', 'profile'],
  }),
  page('/video-ai', () => import('./routes/video-ai').then((m) => m.VideoAiPage), { namespaces: ['ai'] }),
  page('/3d-modelling', () => import('./routes/3d-modelling').then((m) => m.ThreeDModellingPage), {
    namespaces: ['ai'],
  }),
  page('/text-analysis', () => import('./routes/text-analysis').then((m) => m.TextAnalysisPage), {
    namespaces: ['ai', 'profile'],
  }),
  page('/voice-ai', () => import('./routes/voice-ai').then((m) => m.VoiceAiPage), {
    namespaces: ['ai', 'profile'],
  }),
];
