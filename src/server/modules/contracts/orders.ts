import type { PackageTier } from '@shared/schemas/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  contractExtras,
  contractMilestones,
  contracts,
  payments,
  profiles,
  servicePackages,
  services,
} from '../../db/schema';
import { now as clockNow, recordedNow } from '../../lib/clock';
import { hiddenFlag } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { servicesHidden } from '../../lib/listing-visibility';
import { isUuid } from '../../lib/uuid';
import { assertNotBlocked } from '../moderation';
import * as servicePolicy from '../services/policy';
import { type ContractRow, type MilestoneRow, recordEvent } from './events';
import { CONTRACT, EXTRA } from './machine';

/*
 * Ordering a service package (decision 050): the order is a contract of kind 'service' waiting
 * for its payment, with the package as it is now (tier, name, features, days, revisions) and the
 * extras chosen with it (their prices added to the price, their days to the delivery), and one
 * milestone of the whole price. The checkout follows (the route opens it); the payment's
 * confirmation funds the milestone and the order waits for the client's requirements. The due
 * date starts when the requirements are sent.
 */

const serviceNotFound = () => new AppError('SERVICE_NOT_FOUND', 404, 'contracts:error.serviceNotFound');

export async function createServiceOrder(
  db: Db,
  input: { serviceId: string; tier: PackageTier; clientId: string; extras?: readonly string[] },
): Promise<{ contract: ContractRow; milestone: MilestoneRow; extras: string[] }> {
  if (!isUuid(input.serviceId)) throw serviceNotFound();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ service: services, owner: profiles, hidden: hiddenFlag('service', services.id) })
      .from(services)
      .innerJoin(profiles, eq(profiles.id, services.profileId))
      .where(eq(services.id, input.serviceId));
    if (!found) throw serviceNotFound();
    // A service hidden with its owner's profile does not exist for the buyer either.
    // So is a service of a restricted, closed or deactivated account (decision 063).
    const hidden = await servicesHidden(tx, found.owner.userId, clockNow());
    if (
      !servicePolicy.can({ id: input.clientId }, 'view', {
        ...found,
        owner: { ...found.owner, listingsHidden: hidden },
      })
    )
      throw serviceNotFound();
    if (found.owner.userId === input.clientId)
      throw new AppError('OWN_SERVICE', 403, 'contracts:error.ownService');
    // Nobody orders from someone they blocked or who blocked them (decision 060).
    await assertNotBlocked(tx, input.clientId, found.owner.userId);
    const [pkg] = await tx
      .select()
      .from(servicePackages)
      .where(and(eq(servicePackages.serviceId, found.service.id), eq(servicePackages.tier, input.tier)));
    if (!pkg) throw new AppError('PACKAGE_NOT_FOUND', 409, 'contracts:error.packageNotFound');
    // The extras chosen with it, as the package offers them now (decision 116).
    const chosen = (input.extras ?? []).map((id) => pkg.extras.find((e) => e.id === id));
    if (chosen.some((e) => e === undefined))
      throw new AppError('EXTRA_NOT_FOUND', 409, 'contracts:error.extraNotFound');
    const extras = chosen as NonNullable<(typeof chosen)[number]>[];
    const priceCents = pkg.priceCents + extras.reduce((sum, e) => sum + e.priceCents, 0);
    // A faster delivery shortens the package's days, to one day at least.
    const deliveryDays = Math.max(1, pkg.deliveryDays + extras.reduce((sum, e) => sum + e.days, 0));

    const [contract] = await tx
      .insert(contracts)
      .values({
        kind: 'service',
        clientId: input.clientId,
        freelancerId: found.owner.userId,
        serviceId: found.service.id,
        packageTier: pkg.tier,
        packageName: pkg.name,
        packageFeatures: pkg.features,
        title: found.service.header,
        priceCents,
        deliveryDays,
        revisionsAllowed: pkg.revisions,
        status: CONTRACT.awaiting_payment,
        createdAt: recordedNow(),
        updatedAt: recordedNow(),
      })
      .returning();
    const [milestone] = await tx
      .insert(contractMilestones)
      .values({
        contractId: contract!.id,
        position: 1,
        title: pkg.name,
        amountCents: priceCents,
        createdAt: recordedNow(),
      })
      .returning();
    if (extras.length > 0)
      await tx.insert(contractExtras).values(
        extras.map((e) => ({
          contractId: contract!.id,
          name: e.name,
          priceCents: e.priceCents,
          days: e.days,
          status: EXTRA.ordered,
        })),
      );
    // The seller hears of the order once it is paid (the 'funded' event).
    await recordEvent(tx, {
      contract: contract!,
      actorId: input.clientId,
      kind: 'created',
      data: { tier: pkg.tier, amountCents: priceCents, extras: extras.map((e) => e.name) },
      notify: [],
    });
    return { contract: contract!, milestone: milestone!, extras: extras.map((e) => e.name) };
  });
}

/**
 * Takes back an order whose checkout could not start (the provider unreachable, payments not
 * configured): no contract appears to either party until its payment has started. Only an order
 * still awaiting payment with no payment at all is removed; milestones and events go with it.
 */
export async function discardUnstartedOrder(db: Db, contractId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [milestone] = await tx
      .select({ id: contractMilestones.id })
      .from(contractMilestones)
      .where(eq(contractMilestones.contractId, contractId));
    if (milestone) {
      const [payment] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.milestoneId, milestone.id))
        .limit(1);
      if (payment) return;
    }
    await tx
      .delete(contracts)
      .where(and(eq(contracts.id, contractId), eq(contracts.status, CONTRACT.awaiting_payment)));
  });
}

/**
 * An accepted custom offer becomes an order (decision 121), in the offers module's transaction:
 * a contract of kind 'service' waiting for its payment, with the offer's price, days, revisions
 * and milestones (one of the whole price when it has none), exactly as an ordered package is.
 * Its first milestone's checkout follows; the rest are funded from the contract page as the work
 * goes. The seller hears of it once it is paid (the 'funded' event).
 */
export async function createOfferOrder(
  tx: Tx,
  input: {
    offerId: string;
    clientId: string;
    freelancerId: string;
    serviceId: string | null;
    title: string;
    priceCents: number;
    deliveryDays: number;
    revisions: number | null;
    milestones: readonly { title: string; amountCents: number }[];
  },
): Promise<{ contract: ContractRow; milestone: MilestoneRow }> {
  const plan =
    input.milestones.length > 0 ? input.milestones : [{ title: input.title, amountCents: input.priceCents }];
  const [contract] = await tx
    .insert(contracts)
    .values({
      kind: 'service',
      clientId: input.clientId,
      freelancerId: input.freelancerId,
      serviceId: input.serviceId,
      title: input.title,
      priceCents: input.priceCents,
      deliveryDays: input.deliveryDays,
      revisionsAllowed: input.revisions,
      status: CONTRACT.awaiting_payment,
      createdAt: recordedNow(),
      updatedAt: recordedNow(),
    })
    .returning();
  const milestones = await tx
    .insert(contractMilestones)
    .values(
      plan.map((m, i) => ({
        contractId: contract!.id,
        position: i + 1,
        title: m.title.slice(0, 200),
        amountCents: m.amountCents,
        createdAt: recordedNow(),
      })),
    )
    .returning();
  await recordEvent(tx, {
    contract: contract!,
    actorId: input.clientId,
    kind: 'created',
    data: { offerId: input.offerId, amountCents: input.priceCents },
    notify: [],
  });
  const first = milestones.sort((a, b) => a.position - b.position)[0]!;
  return { contract: contract!, milestone: first };
}
