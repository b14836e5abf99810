/**
 * Marks a planted defect leaves on a request's response headers for the REST adapter to act
 * on (and remove) where the procedure itself cannot: the answer's status.
 */

/** Set by a procedure whose planted defect answers 200 where 201 is documented. */
export const PLAIN_OK_MARK = 'x-defect-plain-ok';
