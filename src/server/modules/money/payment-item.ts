import type { Language } from '@shared/constants';
import { EXTRA } from '@shared/contract-machine';
import { paymentItemText } from '@shared/payment-item';
import type { PaymentItem, PaymentPurpose } from '@shared/schemas/money';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  aiOrders,
  contractExtras,
  contractMilestones,
  contracts,
  jobApplications,
  projects,
} from '../../db/schema';
import { translate } from '../../lib/i18n';

/** What a payment is for: its purpose and the row it pays (as opened, before the payment exists). */
export interface PaymentSubject {
  purpose: PaymentPurpose;
  applicationId?: string | null;
  milestoneId?: string | null;
  orderId?: string | null;
  extraId?: string | null;
}

type Item = Omit<PaymentItem, 'extras'> & { extras?: string[] };

/**
 * Names what a payment buys from the rows it pays for: a service order's package, a contract's
 * milestone, a project's escrow, a chatbot's business. Shown on the checkout page and given to the
 * provider as the product name, so both say the same thing.
 */
export async function paymentItemOf(db: DbOrTx, subject: PaymentSubject): Promise<PaymentItem> {
  const item = await itemOf(db, subject);
  return { ...item, extras: item.extras ?? [] };
}

async function itemOf(db: DbOrTx, subject: PaymentSubject): Promise<Item> {
  switch (subject.purpose) {
    case 'milestone': {
      const [row] = subject.milestoneId
        ? await db
            .select({
              contractId: contracts.id,
              kind: contracts.kind,
              title: contracts.title,
              packageName: contracts.packageName,
              milestone: contractMilestones.title,
              position: contractMilestones.position,
            })
            .from(contractMilestones)
            .innerJoin(contracts, eq(contracts.id, contractMilestones.contractId))
            .where(eq(contractMilestones.id, subject.milestoneId))
        : [];
      if (!row) return { kind: 'milestone', title: null, detail: null };
      if (row.kind !== 'service') return { kind: 'milestone', title: row.title, detail: row.milestone };
      // The order's first milestone is the package with the extras chosen with it.
      const extras =
        row.position === 1
          ? await db
              .select({ name: contractExtras.name })
              .from(contractExtras)
              .where(
                and(eq(contractExtras.contractId, row.contractId), eq(contractExtras.status, EXTRA.ordered)),
              )
              .orderBy(asc(contractExtras.createdAt))
          : [];
      return {
        kind: 'order',
        title: row.title,
        detail: row.packageName ?? row.milestone,
        extras: extras.map((e) => e.name),
      };
    }
    case 'extra': {
      const [row] = subject.extraId
        ? await db
            .select({ title: contracts.title, name: contractExtras.name })
            .from(contractExtras)
            .innerJoin(contracts, eq(contracts.id, contractExtras.contractId))
            .where(eq(contractExtras.id, subject.extraId))
        : [];
      return { kind: 'extra', title: row?.title ?? null, detail: row?.name ?? null };
    }
    case 'tip': {
      const [row] = subject.milestoneId
        ? await db
            .select({ title: contracts.title })
            .from(contractMilestones)
            .innerJoin(contracts, eq(contracts.id, contractMilestones.contractId))
            .where(eq(contractMilestones.id, subject.milestoneId))
        : [];
      return { kind: 'tip', title: row?.title ?? null, detail: null };
    }
    case 'escrow': {
      const [row] = subject.applicationId
        ? await db
            .select({ title: projects.title })
            .from(jobApplications)
            .innerJoin(projects, eq(projects.id, jobApplications.projectId))
            .where(eq(jobApplications.id, subject.applicationId))
        : [];
      return { kind: 'escrow', title: row?.title ?? null, detail: null };
    }
    case 'chatbot': {
      const [row] = subject.orderId
        ? await db.select({ form: aiOrders.form }).from(aiOrders).where(eq(aiOrders.id, subject.orderId))
        : [];
      const name = row?.form.businessName;
      return { kind: 'chatbot', title: typeof name === 'string' ? name : null, detail: null };
    }
    case 'topup':
    case 'analytics':
      return { kind: subject.purpose, title: null, detail: null };
  }
}

/** The item's name in a language, for the payment provider's product name (at most 200 characters). */
export function paymentItemName(item: PaymentItem, lang: Language): string {
  const { key, vars } = paymentItemText(item);
  return translate(lang, key, vars).slice(0, 200);
}
