import { describe, expect, it } from 'vitest';
import { nextStepKey } from './next-step';

describe('nextStepKey', () => {
  it('tells each side what comes next', () => {
    expect(nextStepKey({ status: 'awaiting_payment', role: 'client', cancelRequested: false })).toBe(
      'contracts:nextStep.pay',
    );
    expect(nextStepKey({ status: 'awaiting_requirements', role: 'freelancer', cancelRequested: false })).toBe(
      'contracts:nextStep.waitRequirements',
    );
    expect(nextStepKey({ status: 'in_progress', role: 'freelancer', cancelRequested: false })).toBe(
      'contracts:nextStep.deliver',
    );
    expect(nextStepKey({ status: 'delivered', role: 'client', cancelRequested: false })).toBe(
      'contracts:nextStep.reviewDelivery',
    );
  });

  it('puts an open cancellation request before the usual step, but not after the end', () => {
    expect(nextStepKey({ status: 'in_progress', role: 'client', cancelRequested: true })).toBe(
      'contracts:nextStep.cancelRequested',
    );
    expect(nextStepKey({ status: 'cancelled', role: 'client', cancelRequested: true })).toBe(
      'contracts:nextStep.cancelled',
    );
  });

  it('tells both sides of work with nothing funded that a milestone waits for its money, not for a delivery', () => {
    const unfunded = { status: 'in_progress', cancelRequested: false, awaitingFunding: true } as const;
    expect(nextStepKey({ ...unfunded, role: 'client' })).toBe('contracts:nextStep.fund');
    expect(nextStepKey({ ...unfunded, role: 'freelancer' })).toBe('contracts:nextStep.waitFunding');
    expect(nextStepKey({ ...unfunded, awaitingFunding: false, role: 'client' })).toBe(
      'contracts:nextStep.waitDelivery',
    );
  });
});
