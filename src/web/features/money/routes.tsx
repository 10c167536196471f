import { page } from '@web/app/route-helpers';
import type { RouteObject } from 'react-router';

export const moneyRoutes: RouteObject[] = [
  page('/wallet', () => import('./routes/wallet').then((m) => m.WalletPage), {
    namespaces: ['admin', 'money'],
  }),
  page('/receipts/:id', () => import('./routes/receipt').then((m) => m.ReceiptPage), {
    namespaces: ['money'],
  }),
  page('/payment', () => import('./routes/payment').then((m) => m.PaymentPage), {
    namespaces: ['money'],
  }),
  page('/checkout/test/:paymentId', () => import('./routes/checkout').then((m) => m.TestCheckoutPage), {
    namespaces: ['money'],
  }),
  page('/chatbots', () => import('./routes/chatbots').then((m) => m.ChatbotsPage), {
    namespaces: ['ai', 'money'],
  }),
  page(
    '/business-analytics',
    () => import('./routes/business-analytics').then((m) => m.BusinessAnalyticsPage),
    { namespaces: ['ai', 'money'] },
  ),
];
