/**
 * The planted defects the browser itself plays (a screen's own branch, `useDefectOn`): the
 * only keys a customer's client is told are on (`GET /api/defects/active`). Every other
 * planted defect lives on the server, and its key says what is wrong, so naming it to the
 * browser would hand a bug hunt's students the answer.
 */
export const BROWSER_DEFECTS = [
  'a11y-bell-label-wrong',
  'a11y-bell-unlabelled',
  'transfer-double-click-sends-two',
] as const;

/** One of BROWSER_DEFECTS: a planted defect that a screen plays in the browser. */
export type BrowserDefect = (typeof BROWSER_DEFECTS)[number];
