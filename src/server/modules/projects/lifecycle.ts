import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { jobApplications, projects } from '../../db/schema';
import type { ProjectSide } from '../contracts/lifecycle';

/*
 * The project's side of its contract (decision 106): when the contract ends, the project completes
 * with it or reopens for hiring. These are the projects module's commands; the contracts module
 * calls them through `ProjectSide` (bootstrap.ts wires them), because projects sits above contracts
 * (approving an application makes a contract) and contracts may not import it back.
 */

/** The project completes with its contract (only while it is the approved, running project). */
async function complete(tx: Tx, input: { projectId: string; now: Date }) {
  await tx
    .update(projects)
    .set({ status: 'completed', completedAt: input.now, updatedAt: input.now })
    .where(and(eq(projects.id, input.projectId), eq(projects.status, 'approved')));
}

/**
 * The project reopens for what is left (decision 050): back to 'active' with no approved
 * application nor start date, and the contract's application declined, so the client can hire
 * someone else. Only while that application is the approved one.
 */
async function reopen(tx: Tx, input: { projectId: string; applicationId: string | null; now: Date }) {
  const { projectId, applicationId, now } = input;
  const reopened = await tx
    .update(projects)
    .set({ status: 'active', approvedApplicationId: null, startDate: null, updatedAt: now })
    .where(
      and(
        eq(projects.id, projectId),
        eq(projects.status, 'approved'),
        applicationId ? eq(projects.approvedApplicationId, applicationId) : undefined,
      ),
    )
    .returning({ id: projects.id });
  if (reopened.length > 0 && applicationId)
    await tx
      .update(jobApplications)
      .set({ status: 'declined', decidedAt: now })
      .where(eq(jobApplications.id, applicationId));
}

export const projectSide: ProjectSide = { complete, reopen };
