import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { type Actor, authorizeReport, type ReportTarget, reportDenial } from './policy';

/* Who may report what (decision 060): content the reporter can see, never their own. */

type Outcome = null | [number, string, string];

function outcome(run: () => void): Outcome {
  try {
    run();
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return [err.status, err.code, err.messageKey];
  }
}

const ME = { id: 'me' };
const content = { title: 't', text: 'x', link: null };
const shown = (ownerId: string | null): ReportTarget => ({
  ownerId,
  participants: null,
  visibleToOthers: true,
  content,
});
const hidden = (ownerId: string | null): ReportTarget => ({ ...shown(ownerId), visibleToOthers: false });
const message = (ownerId: string, participants: string[]): ReportTarget => ({
  ...shown(ownerId),
  participants,
});

const SIGNED_OUT: Outcome = [401, 'UNAUTHORIZED', 'errors:unauthorized'];
const NOT_FOUND: Outcome = [404, 'REPORT_TARGET_NOT_FOUND', 'moderation:error.targetNotFound'];
const OWN: Outcome = [403, 'OWN_CONTENT', 'moderation:error.ownContent'];

describe('report policy', () => {
  const table: [string, Actor, ReportTarget | null, Outcome][] = [
    ['a visitor', null, shown('them'), SIGNED_OUT],
    ['nothing', ME, null, NOT_FOUND],
    ['shown content of others', ME, shown('them'), null],
    ['shown content of a gone account', ME, shown(null), null],
    ['their own shown content', ME, shown('me'), OWN],
    ['hidden content of others', ME, hidden('them'), NOT_FOUND],
    ['their own hidden content', ME, hidden('me'), OWN],
    ['a message they received', ME, message('them', ['them', 'me']), null],
    ['a message between others', ME, message('them', ['them', 'third']), NOT_FOUND],
    ['a message they sent', ME, message('me', ['me', 'them']), OWN],
  ];

  it.each(table)('%s → %o', (_what, actor, target, expected) => {
    expect(outcome(() => authorizeReport(actor, target))).toEqual(expected);
    expect(reportDenial(actor, target) === null).toBe(expected === null);
  });
});
