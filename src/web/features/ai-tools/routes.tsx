import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const aiToolsRoutes: RouteObject[] = [
  page('/ai-services', () => import('./routes/ai-services').then((m) => m.AiServicesPage)),
  page('/image-ai', () => import('./routes/image-ai').then((m) => m.ImageAiPage)),
  page('/video-ai', () => import('./routes/video-ai').then((m) => m.VideoAiPage)),
  page('/3d-modelling', () => import('./routes/3d-modelling').then((m) => m.ThreeDModellingPage)),
  page('/text-analysis', () => import('./routes/text-analysis').then((m) => m.TextAnalysisPage)),
  page('/voice-ai', () => import('./routes/voice-ai').then((m) => m.VoiceAiPage)),
];
