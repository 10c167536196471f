/**
 * What an open conversation marks read: the newest incoming message not read yet, by id. Marking
 * runs again whenever this changes, so a message arriving while an earlier mark is on its way (or
 * after it) is marked too; a plain "has unread" flag stays true across both and never re-runs.
 */
export function newestUnreadIncoming(messages: { id: string; mine: boolean; read: boolean }[] | undefined) {
  if (!messages) return null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (!m.mine && !m.read) return m.id;
  }
  return null;
}
