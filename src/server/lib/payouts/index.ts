import type { Config } from '../../config';
import { AppError } from '../errors';

/*
 * Payout providers (decision 060): how a withdrawal leaves the platform. `manual` (the default) is
 * a bank transfer an administrator makes in the bank's own interface and then records here with its
 * reference; `test` records the transfer in memory and makes up a reference when none is typed
 * (tests and demos). A provider with an API would send the transfer in `send`, using the payout id
 * as its idempotency key, so a retried decision never pays twice.
 */

export interface PayoutTransfer {
  payoutId: string;
  amountCents: number;
  accountHolder: string;
  iban: string;
  /** What the administrator typed (the bank's reference of a manual transfer). */
  reference?: string;
}

export interface PayoutProvider {
  readonly name: 'manual' | 'test';
  /** Whether the administrator must type the transfer's reference (the console asks for it). */
  readonly referenceRequired: boolean;
  /** Sends or records the transfer and returns the reference kept on the payout. */
  send(transfer: PayoutTransfer): Promise<{ reference: string }>;
}

export type PayoutProviderName = PayoutProvider['name'];

const referenceRequired = () => new AppError('REFERENCE_REQUIRED', 400, 'admin:payouts.error.reference');

/** The administrator made the transfer at the bank; the reference they typed is the record. */
export function createManualPayoutProvider(): PayoutProvider {
  return {
    name: 'manual',
    referenceRequired: true,
    async send(transfer) {
      const reference = transfer.reference?.trim();
      if (!reference) throw referenceRequired();
      return { reference };
    },
  };
}

/** Keeps every transfer in `sent`; the reference is the typed one or `TEST-<payout id start>`. */
export function createTestPayoutProvider(): PayoutProvider & { sent: PayoutTransfer[] } {
  const sent: PayoutTransfer[] = [];
  return {
    name: 'test',
    referenceRequired: false,
    sent,
    async send(transfer) {
      sent.push(transfer);
      return {
        reference: transfer.reference?.trim() || `TEST-${transfer.payoutId.slice(0, 8).toUpperCase()}`,
      };
    },
  };
}

const providers = new WeakMap<object, PayoutProvider>();

/** The provider named by PAYOUT_PROVIDER (default `manual`), one per configuration. */
export function payoutProviderFor(config: Pick<Config, 'PAYOUT_PROVIDER'>): PayoutProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.PAYOUT_PROVIDER === 'test' ? createTestPayoutProvider() : createManualPayoutProvider();
    providers.set(config, provider);
  }
  return provider;
}
