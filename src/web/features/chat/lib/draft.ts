/*
 * The message box's text around a send. The box is emptied when a message leaves, so what the
 * user types while it is on its way is new text the send's completion never touches; a failed
 * send puts its text back in front of anything typed since, so nothing is lost.
 */

/** The box right after `sent` left it: empty. */
export function draftWhenSending(): string {
  return '';
}

/** The box after the send of `sent` failed, given what it holds now. */
export function draftAfterFailure(current: string, sent: string): string {
  if (!current.trim()) return sent;
  return `${sent}\n${current}`;
}
