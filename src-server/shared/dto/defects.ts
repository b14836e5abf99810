/**
 * The texts of a bug-hunt report, as the API takes them and the client's Report a bug form
 * checks them before sending. Imports nothing server-only (the catalogue of planted defects,
 * which holds the answer key, stays on the server).
 */
import { z } from 'zod';
import { multiLineText, singleLineText } from '../text';

/**
 * The free texts of a bug report, each trimmed and checked by the text rules (../text):
 * - `title` (1-200) and `where` (1-300, the screen's route or the operation) are one line:
 *   a tab, a line break, any other control character or a bidirectional override is refused
 *   with a message naming the field ('Title: no tabs, line breaks or control characters');
 *   a value with nothing visible is refused as missing ('Title is required', 'Where is
 *   required').
 * - `steps` (up to 4000), `expected` and `actual` (up to 2000 each) are descriptions that may
 *   span lines: line breaks and tabs are kept, the other control characters and the
 *   bidirectional overrides are refused naming the field ('Steps: no control characters (line
 *   breaks and tabs are fine)'); left out, or with nothing visible, they are ''.
 * - `requestId` (up to 100, one line) is optional: null or left out when not given.
 * The severity is not here: the server adds its own list (the defect catalogue's).
 */
export const DefectReportTextsSchema = z.object({
  title: singleLineText('Title', { required: 'Title is required', max: 200 }),
  where: singleLineText('Where', { required: 'Where is required', max: 300 }),
  steps: multiLineText('Steps', { max: 4000 }).default(''),
  expected: multiLineText('Expected', { max: 2000 }).default(''),
  actual: multiLineText('Actual', { max: 2000 }).default(''),
  requestId: singleLineText('Request id', { max: 100 }).nullish(),
});
