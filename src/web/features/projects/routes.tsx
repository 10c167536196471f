import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const projectsRoutes: RouteObject[] = [
  page('/post-job', () => import('./routes/post-job').then((m) => m.PostJobPage), {
    namespaces: ['admin', 'moderation', 'projects'],
  }),
  page('/my-projects', () => import('./routes/my-projects').then((m) => m.MyProjectsPage), {
    namespaces: ['contracts', 'moderation', 'projects'],
  }),
  page('/my-projects/:id', () => import('./routes/owner-project').then((m) => m.OwnerProjectPage), {
    namespaces: ['admin', 'contracts', 'moderation', 'money', 'projects'],
  }),
  page('/my-projects/:id/edit', () => import('./routes/edit-project').then((m) => m.EditProjectPage), {
    namespaces: ['admin', 'moderation', 'projects'],
  }),
  page('/projects', () => import('./routes/projects-list').then((m) => m.ProjectsListPage), {
    namespaces: ['projects'],
  }),
  page('/projects/:id', () => import('./routes/project-detail').then((m) => m.ProjectDetailPage), {
    namespaces: ['projects'],
  }),
];
