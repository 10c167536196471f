import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  page('/signin', () => import('./routes/sign-in').then((m) => m.SignInPage), { namespaces: ['auth'] }),
  page('/signup', () => import('./routes/sign-up').then((m) => m.SignUpPage), { namespaces: ['auth'] }),
  page('/forgot-password', () => import('./routes/forgot-password').then((m) => m.ForgotPasswordPage), {
    namespaces: ['auth'],
  }),
  page('/verify-email', () => import('./routes/verify-email').then((m) => m.VerifyEmailPage), {
    namespaces: ['auth'],
  }),
  page('/reset-password', () => import('./routes/reset-password').then((m) => m.ResetPasswordPage), {
    namespaces: ['auth'],
  }),
];
