import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const authRoutes: RouteObject[] = [
  page('/signin', () => import('./routes/sign-in').then((m) => m.SignInPage)),
  page('/signup', () => import('./routes/sign-up').then((m) => m.SignUpPage)),
  page('/forgot-password', () => import('./routes/forgot-password').then((m) => m.ForgotPasswordPage)),
  page('/verify-email', () => import('./routes/verify-email').then((m) => m.VerifyEmailPage)),
  page('/reset-password', () => import('./routes/reset-password').then((m) => m.ResetPasswordPage)),
];
