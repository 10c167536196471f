import type { PackageTier } from '@shared/schemas/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractMilestones, contracts, profiles, servicePackages, services } from '../../db/schema';
import { now as clockNow } from '../../lib/clock';
import { hiddenFlag } from '../../lib/content-hides';
import { AppError } from '../../lib/errors';
import { servicesHidden } from '../../lib/listing-visibility';
import { assertNotBlocked } from '../moderation';
import * as servicePolicy from '../services/policy';
import { type ContractRow, type MilestoneRow, recordEvent } from './events';
import { CONTRACT } from './machine';
import { UUID_RE } from './service';

/*
 * Ordering a service package (decision 050): the order is a contract of kind 'service' waiting
 * for its payment, with the package as it is now (tier, name, features, days, revisions) and one
 * milestone of the whole price. The checkout follows (the route opens it); the payment's
 * confirmation funds the milestone and the order waits for the client's requirements. The due
 * date starts when the requirements are sent.
 */

const serviceNotFound = () => new AppError('SERVICE_NOT_FOUND', 404, 'contracts:error.serviceNotFound');

export async function createServiceOrder(
  db: Db,
  input: { serviceId: string; tier: PackageTier; clientId: string },
): Promise<{ contract: ContractRow; milestone: MilestoneRow }> {
  if (!UUID_RE.test(input.serviceId)) throw serviceNotFound();
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
        priceCents: pkg.priceCents,
        deliveryDays: pkg.deliveryDays,
        revisionsAllowed: pkg.revisions,
        status: CONTRACT.awaiting_payment,
      })
      .returning();
    const [milestone] = await tx
      .insert(contractMilestones)
      .values({
        contractId: contract!.id,
        position: 1,
        title: pkg.name,
        amountCents: pkg.priceCents,
      })
      .returning();
    // The seller hears of the order once it is paid (the 'funded' event).
    await recordEvent(tx, {
      contract: contract!,
      actorId: input.clientId,
      kind: 'created',
      data: { tier: pkg.tier, amountCents: pkg.priceCents },
      notify: [],
    });
    return { contract: contract!, milestone: milestone! };
  });
}
