// Kept apart from ./form-errors (which imports react-hook-form): a page with a button that says
// why it is disabled does not download the form library with it (bench/initial-js.ts).

/** Joins the ids a control is described by, leaving out the absent ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}
