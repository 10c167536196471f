import type { Db } from '../../db/client';
import { grantAdmin, listAdmins, revokeAdmin, userIdByEmail } from './admins';

/*
 * `npm run admin -- grant|revoke <email>` and `npm run admin -- list` (decision 060). The command
 * line is the way to make the first administrator; its changes are audited with no actor.
 */

export const ADMIN_USAGE = [
  'Usage: npm run admin -- <command>',
  '  grant <email>   make the account with this e-mail address an administrator',
  '  revoke <email>  take the administrator role away',
  '  list            list the administrators',
].join('\n');

export interface CliResult {
  /** The process's exit code: 0 done, 1 refused (no such account), 2 wrong usage. */
  code: number;
  output: string;
}

export async function runAdminCommand(db: Db, args: string[]): Promise<CliResult> {
  const [command, email, ...rest] = args;
  if (command === 'list' && email === undefined) {
    const rows = await listAdmins(db);
    if (rows.length === 0) return { code: 0, output: 'No administrators yet.' };
    return {
      code: 0,
      output: rows
        .map(
          (r) =>
            `${r.email}\t${r.name}\tsince ${r.since.toISOString()}${r.grantedBy ? '' : ' (command line)'}`,
        )
        .join('\n'),
    };
  }
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0)
    return { code: 2, output: ADMIN_USAGE };
  const userId = await userIdByEmail(db, email);
  if (!userId) return { code: 1, output: `No account with the e-mail address ${email}.` };
  if (command === 'grant') {
    const changed = await grantAdmin(db, { actorId: null, userId });
    return {
      code: 0,
      output: changed ? `${email} is now an administrator.` : `${email} already is an administrator.`,
    };
  }
  const changed = await revokeAdmin(db, { actorId: null, userId });
  return {
    code: 0,
    output: changed ? `${email} is no longer an administrator.` : `${email} was not an administrator.`,
  };
}
