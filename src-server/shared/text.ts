/**
 * Text a person types (a name, a payee, a subject, a message), as the write schemas take it.
 * Two rules on top of each field's own length bounds, checked after trimming:
 *
 * - No control characters. They are invisible, they end up in exported files (a statement
 *   CSV, an email) and in other people's screens, and no keyboard types them into a name.
 *   One-line fields refuse all of them (C0 U+0000–U+001F, tab and line breaks included; DEL
 *   U+007F; C1 U+0080–U+009F) and the Unicode line and paragraph separators; multi-line fields
 *   (a message, an address typed in a text area) keep line breaks and tabs and refuse the rest.
 *   Both refuse the bidirectional overrides and isolates, which make a name read as another.
 * - Something visible. `trim()` removes spaces but not the zero-width and format characters
 *   (U+200B, U+200C, U+200D, U+2060, U+FEFF and the other default-ignorable code points), so a
 *   value of only those used to pass a "required" check and be stored as an invisible name. A
 *   value with no visible character counts as empty: a required field answers its own
 *   "required" message, an optional one is stored as not given.
 * - No hidden characters that only make two names differ. The zero-width space, the word
 *   joiner, the invisible operators, the byte order mark and the soft hyphen shape nothing in
 *   any script, so they are dropped wherever they are (`Bo\u200bb` is stored as `Bob`, which
 *   then reads and compares as the `Bob` it looks like); the zero-width joiner and non-joiner
 *   are dropped at the ends and next to a space, the Hangul fillers at the ends, and the
 *   joiners are kept between two characters, where Persian, the Indic scripts and emoji
 *   sequences need them.
 *
 * Letters of every script, accents, marks, emoji (joined by U+200D too) and right-to-left
 * text are visible and pass. Imports nothing server-only, so the client's forms check the
 * same rules with the same messages.
 */
import { z } from 'zod';

/** Any control character: C0 (U+0000–U+001F, tab and line breaks included), DEL, C1. */
const CONTROL = /\p{Cc}/u;
/** A line break a one-line field refuses besides the control characters: U+2028, U+2029. */
const SEPARATOR = /[\u2028\u2029]/;
/** A control character other than tab, line feed and carriage return. */
const CONTROL_BUT_LAYOUT = /(?![\t\n\r])\p{Cc}/u;
/**
 * The bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): they
 * reorder what follows on screen, so a name can read as something else than it holds (the
 * "Trojan Source" spoof). Right-to-left text needs none of them; the marks U+200E and U+200F
 * stay allowed.
 */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;
/**
 * A visible character: anything but white space, control characters and the
 * default-ignorable code points (zero-width spaces and joiners, word joiner, byte order mark,
 * soft hyphen, bidirectional marks, variation selectors, Hangul fillers).
 */
const VISIBLE = /[^\s\p{Cc}\p{Default_Ignorable_Code_Point}]/u;

/**
 * The invisible characters that shape nothing anywhere: zero-width space, word joiner, the
 * invisible operators (U+2061–U+2064), byte order mark, soft hyphen.
 */
const SHAPELESS = /[\u200b\u2060-\u2064\ufeff\u00ad]/g;
/** Zero-width joiners next to white space, where they join nothing. */
const LOOSE_JOINERS = /(?:\u200c|\u200d)+(?=\s)|(?<=\s)(?:\u200c|\u200d)+/g;
/** White space, zero-width joiners and Hangul fillers at either end of a value. */
const INVISIBLE_ENDS =
  /^(?:\s|\u200c|\u200d|[\u115f\u1160\u3164\uffa0])+|(?:\s|\u200c|\u200d|[\u115f\u1160\u3164\uffa0])+$/g;

/**
 * `text` without the invisible characters that only make it differ from what it looks like:
 * the ones that shape nothing (zero-width space, word joiner, invisible operators, byte order
 * mark, soft hyphen) dropped everywhere, the zero-width joiners dropped next to white space
 * (they join nothing there), then white space, joiners and Hangul fillers dropped at the ends.
 * Joiners between two characters stay (Persian, Indic scripts, emoji sequences), and so do
 * the left-to-right and right-to-left marks.
 */
export function withoutHiddenCharacters(text: string): string {
  return text.replace(SHAPELESS, '').replace(LOOSE_JOINERS, '').replace(INVISIBLE_ENDS, '');
}

/**
 * True when `text` holds a control character a one-line field refuses: any of C0 (tab, line
 * feed and carriage return included), DEL and C1, a Unicode line or paragraph separator, or a
 * bidirectional embedding, override or isolate.
 */
export function hasLineControl(text: string): boolean {
  return CONTROL.test(text) || SEPARATOR.test(text) || BIDI_CONTROL.test(text);
}

/**
 * True when `text` holds a control character a multi-line field refuses: any of C0, DEL and
 * C1 except tab, line feed and carriage return (a text area's own layout), or a bidirectional
 * embedding, override or isolate.
 */
export function hasTextControl(text: string): boolean {
  return CONTROL_BUT_LAYOUT.test(text) || BIDI_CONTROL.test(text);
}

/**
 * True when `text` has at least one character a reader sees: false for '' and for a value of
 * only white space, control characters and zero-width or other default-ignorable characters.
 */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text);
}

/**
 * The refusal of a one-line field holding a control character, naming the field as the form
 * labels it: 'First name: no tabs, line breaks or control characters'.
 */
export function lineControlMessage(label: string): string {
  return `${label}: no tabs, line breaks or control characters`;
}

/**
 * The refusal of a multi-line field holding a control character other than a line break or
 * tab: 'Message: no control characters (line breaks and tabs are fine)'.
 */
export function textControlMessage(label: string): string {
  return `${label}: no control characters (line breaks and tabs are fine)`;
}

/** A text field's bounds and messages, besides its label. */
export interface TextRules {
  /** At most this many UTF-16 code units after trimming (zod's `max`). */
  max: number;
  /** The message when longer than `max` (zod's own when left out). */
  maxMessage?: string;
  /**
   * The field's "required" message. Given: a value with no visible character is refused with
   * it, and so is one shorter than `min`. Left out: the field may be empty, and a value with no
   * visible character comes out as ''.
   */
  required?: string;
  /** The fewest UTF-16 code units a required value holds after trimming (default 1). */
  min?: number;
}

/**
 * The shared chain: trim, refuse the controls `refused` finds, drop the hidden characters (an
 * invisible value becomes ''), bounds.
 */
function text(refused: (text: string) => boolean, message: string, rules: TextRules) {
  const checked = z
    .string()
    .trim()
    // abort: a value refused for its control characters gets that one message, no more.
    .refine((v) => !refused(v), { message, abort: true })
    .overwrite((v) => (hasVisibleText(v) ? withoutHiddenCharacters(v) : ''));
  const bounded =
    rules.required === undefined ? checked : checked.min(rules.min ?? 1, rules.required);
  return bounded.max(rules.max, rules.maxMessage);
}

/**
 * A one-line text a person types (a name, a payee's bank, a subject, a transfer's
 * description): trimmed; refused with `lineControlMessage(label)` when it holds a tab, a line
 * break or any other control character (C0, DEL, C1, U+2028, U+2029); a value with nothing
 * visible left (only spaces or zero-width characters) counts as empty, so it is refused with
 * `rules.required` or, for an optional field, comes out as ''. The output is the trimmed
 * string without its hidden characters (withoutHiddenCharacters); the documented schema is a
 * string with the same minLength and maxLength.
 * @param label the field as the form names it, capitalised ('Beneficiary name')
 */
export function singleLineText(label: string, rules: TextRules) {
  return text(hasLineControl, lineControlMessage(label), rules);
}

/**
 * A multi-line text a person types in a text area (a support message, an address, a loan's
 * purpose): as singleLineText, but line feeds, carriage returns and tabs are kept; the other
 * control characters (C0, DEL, C1) are refused with `textControlMessage(label)`.
 * @param label the field as the form names it, capitalised ('Message')
 */
export function multiLineText(label: string, rules: TextRules) {
  return text(hasTextControl, textControlMessage(label), rules);
}

/** A run of tabs and line breaks (LF, VT, FF, CR, NEL, U+2028, U+2029). */
const LAYOUT_RUN = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** Any control character, or a bidirectional embedding, override or isolate. */
const UNSEEN = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A text the bank did not get through a form (an uploaded payment file's remittance lines, a
 * description stored before the rules above) made one line a reader can trust: each run of
 * tabs and line breaks becomes one space, the other control characters and the bidirectional
 * controls are dropped, and the ends are trimmed.
 */
export function toOneLine(text: string): string {
  return text.replace(LAYOUT_RUN, ' ').replace(UNSEEN, '').trim();
}

/**
 * A text as a spreadsheet cell may safely hold it (a CSV the bank writes): one line
 * (toOneLine), and when it would then start with =, +, - or @ a leading apostrophe, so a
 * spreadsheet shows it as text instead of running it as a formula (CSV injection).
 */
export function spreadsheetText(text: string): string {
  const line = toOneLine(text);
  return /^[=+\-@]/.test(line) ? `'${line}` : line;
}
