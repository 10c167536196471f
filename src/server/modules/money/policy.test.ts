import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { authorize as authorizePayment, can as canPayment } from './payment.policy';
import { authorize as authorizePayout, can as canPayout } from './payout.policy';

const me = { id: 'me' };
const other = 'someone-else';

describe('payment policy', () => {
  it.each([
    ['view', { userId: 'me' }, true],
    ['view', { userId: other }, false],
    ['pay', { userId: 'me' }, true],
    ['pay', { userId: other }, false],
    ['startNow', { clientId: 'me' }, true],
    ['startNow', { clientId: other }, false],
    ['fund', { clientId: 'me' }, true],
    ['fund', { clientId: other }, false],
    ['viewEscrow', { clientId: 'me', freelancerId: null }, true],
    ['viewEscrow', { clientId: other, freelancerId: 'me' }, true],
    ['viewEscrow', { clientId: other, freelancerId: null }, false],
    ['viewEscrow', { clientId: other, freelancerId: 'third' }, false],
  ] as const)('%s on %o is %s', (action, entity, allowed) => {
    expect(canPayment(me, action, entity as never)).toBe(allowed);
  });

  it.each([
    ['view', 'PAYMENT_NOT_FOUND'],
    ['pay', 'PAYMENT_NOT_FOUND'],
    ['startNow', 'APPLICATION_NOT_FOUND'],
    ['fund', 'PROJECT_NOT_FOUND'],
    ['viewEscrow', 'PROJECT_NOT_FOUND'],
  ] as const)('refuses %s as not found (%s), for a missing entity too', (action, code) => {
    const message = {
      PAYMENT_NOT_FOUND: 'money:error.paymentNotFound',
      APPLICATION_NOT_FOUND: 'money:error.applicationNotFound',
      PROJECT_NOT_FOUND: 'money:error.projectNotFound',
    }[code];
    const foreign = { userId: other, clientId: other, freelancerId: null };
    for (const entity of [foreign, undefined]) {
      try {
        authorizePayment(me, action, entity as never);
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(AppError);
        expect((err as AppError).status).toBe(404);
        expect((err as AppError).code).toBe(code);
        expect((err as AppError).messageKey).toBe(message);
      }
    }
  });
});

describe('payment policy: what is allowed goes through', () => {
  it('lets the payer and the client act on their own', () => {
    expect(() => authorizePayment(me, 'pay', { userId: 'me' })).not.toThrow();
    expect(() => authorizePayment(me, 'viewEscrow', { clientId: other, freelancerId: 'me' })).not.toThrow();
  });
});

describe('payout policy', () => {
  it.each([
    ['request', { userId: 'me' }, true],
    ['request', { userId: other }, false],
    ['view', { userId: 'me' }, true],
    ['view', { userId: other }, false],
    ['decide', { userId: 'me' }, false],
    ['decide', { userId: other }, false],
  ] as const)('%s on %o is %s', (action, entity, allowed) => {
    expect(canPayout(me, action, entity)).toBe(allowed);
    if (allowed) expect(() => authorizePayout(me, action, entity)).not.toThrow();
    else
      expect(() => authorizePayout(me, action, entity)).toThrow(
        expect.objectContaining({
          status: 404,
          code: 'PAYOUT_NOT_FOUND',
          messageKey: 'money:payout.error.notFound',
        }),
      );
  });
});
