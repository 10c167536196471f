import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const projectsRoutes: RouteObject[] = [
  page('/post-job', () => import('./routes/post-job').then((m) => m.PostJobPage), { protected: true }),
  page('/my-projects', () => import('./routes/my-projects').then((m) => m.MyProjectsPage), {
    protected: true,
  }),
  page('/my-projects/:id', () => import('./routes/owner-project').then((m) => m.OwnerProjectPage), {
    protected: true,
  }),
  page('/projects', () => import('./routes/projects-list').then((m) => m.ProjectsListPage)),
  page('/projects/:id', () => import('./routes/project-detail').then((m) => m.ProjectDetailPage)),
];
