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
});
