/**
 * The server's customer texts in Italian. Every English text the server writes for a
 * customer (notification titles and messages, emails and SMS, statement rows) has an Italian
 * template: the literals of the source that write them, and every text the demo bank was
 * seeded with. A customer who reads Italian (saved, or sent as Accept-Language) gets them in
 * Italian; English stays the default and what is stored.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFECTS } from '../defects/catalogue';
import { listScenarios } from '../scenarios/catalog';
import { DEVICE_SYSTEMS } from '../shared/device';
import {
  customerLanguage,
  ITALIAN,
  languageFromHeader,
  monthName,
  serverT,
  translateText,
} from './translate';

const SERVER = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/**
 * A template literal's text with each `${…}` replaced: by the file's string constant of that
 * name (`${SIGN_OFF}`), else by a sample value 'X'.
 */
function sample(literal: string, constants: Map<string, string>): string {
  const text = literal.replace(
    /\$\{(\w+)\}/g,
    (whole, name: string) => constants.get(name) ?? whole,
  );
  let out = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (depth === 0 && text[i] === '$' && text[i + 1] === '{') {
      depth = 1;
      i++;
      out += 'X';
    } else if (depth > 0) {
      if (text[i] === '{') depth++;
      if (text[i] === '}') depth--;
    } else out += text[i];
  }
  return out.replace(/\\n/g, '\n').replace(/\\(['"`\\])/g, '$1');
}

/** Texts composed of parts, each part with its own template (the parts are checked). */
const COMPOSED = new Set([
  // `${prefix}${kind} to ${counterpart}${note}`: 'Reversal: ', 'Local transfer to {{to}}', ...
  'services/transfers/settlement.ts: XX to XX',
  'services/transfers/settlement.ts: XTransfer from XX',
  'services/transfers/settlement.ts: XX from XX',
  // `${kind} to ${payee} ••••${last4} - ${memo}` of the seed: 'Local transfer to {{to}} - {{note}}'.
  'bank/seed/customer.ts: X to X ••••X - X',
  // The instalment paid, with ' The loan is paid off.' or nothing: two templates.
  'services/loans/collection.ts: Instalment X of X on your X loan was paid from X.X',
]);

/**
 * The customer texts a file writes: the string and template literals given as a
 * notification's title or message (files that call notify or insert notifications), an
 * email's subject, body or sms
 * (files that call queueMessage), or a statement row's description (a posting line's, next to
 * its accountId). A literal that is one lowercase word (a property name) or that is compared
 * against (`=== 'reset'`) or has no lowercase letter (APPROVED, BUY) is a code, not a text.
 */
function customerTexts(source: string): string[] {
  const names = [
    ...(/notify\(|insert\(notifications\)/.test(source) ? ['title', 'message'] : []),
    ...(source.includes('queueMessage(') ? ['subject', 'body', 'sms'] : []),
    'description',
  ];
  const constants = new Map(
    [...source.matchAll(/\bconst (\w+) =\s*'((?:\\.|[^'\\])*)';/g)].map((m) => [m[1]!, m[2]!]),
  );
  const code = source.replace(/[!=]==\s*'[^']*'/g, '');
  const texts: string[] = [];
  const property = new RegExp(
    String.raw`\b(${names.join('|')}):\s*([^\n]*(?:\n\s+[?:'\`][^\n]*)*)`,
    'g',
  );
  for (const match of code.matchAll(property)) {
    // A statement row's description sits in a posting line, after its accountId.
    if (
      match[1] === 'description' &&
      !/accountId/.test(code.slice(Math.max(0, match.index - 160), match.index))
    )
      continue;
    for (const literal of match[2]!.matchAll(/'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\])*)`/g)) {
      const text = literal[1] ?? sample(literal[2]!, constants);
      if (/[a-z]/.test(text) && !/^[a-z_]+$/.test(text)) texts.push(text);
    }
  }
  return texts;
}

/**
 * Refusals whose text is put together at run time from parts that have their own templates
 * (a field key and a message held in a variable, a plural ending, a status word), each as
 * `file: text with X for its parts`.
 */
const COMPOSED_REFUSALS = new Set([
  'auth/password.ts: X: X',
  'services/users/pin.ts: X: X',
  'services/users/two-factor.ts: currentPassword: X',
  'services/deposits/card.ts: expYear: X',
  'services/crypto/crypto.ts: amount: X',
  // 'minute' or 'minutes'; 'approved' or 'rejected'; 'on <day>' or nothing.
  'auth/throttle.ts: Too many X. Try again in X minuteX.',
  'services/admin/applications.ts: This application is already X',
  'services/admin/approvals.ts: This request was already X',
  'services/deposits/check.ts: This check can no longer be returned: its hold was releasedX',
  'services/simulations/card-authorizations.ts: Card authorization X is X: only an APPROVED authorization can be X',
  'services/simulations/returns.ts: TRF-X is X: only LOCAL (ACH) transfers to other banks come back with a return code',
  // `${where}${what}`: the validator's own finding, after the line it names.
  'services/transfers/pain/read.ts: The file is not a valid pain.001.001.03 document: XX',
  // `${where}: …`: "Payment 2 (EndToEndId X)" and the rule, each with a template of its own.
  'services/transfers/pain/read.ts: X: X',
  'services/transfers/pain/read.ts: X: Amount must be more than 0',
  'services/transfers/pain/read.ts: X: give the amount as InstdAmt in X',
  'services/transfers/pain/read.ts: X: the amount is in X; this bank pays in X only',
]);

/**
 * The messages a file refuses with: the string or template literal given first to a domain
 * error (`badRequest('…')`, `conflict(\`…\`)`, `invalidFile('…')` for a pain.001 file,
 * `new BusinessRule('…')`, `new DomainError('KIND', '…')` and the other kinds).
 */
function refusalTexts(source: string): string[] {
  const call =
    /\b(?:badRequest|conflict|forbidden|unauthorized|invalidFile|new (?:DomainError|BusinessRule|Conflict|Forbidden|InvalidInput|Unauthenticated|Throttled|Unavailable|LimitExceeded|PaymentDeclined))\(\s*(?:'[A-Z_]+',\s*)?(?:'((?:\\.|[^'\\])*)'|`((?:\\.|[^`\\])*)`)/g;
  return [...source.matchAll(call)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\'/g, "'") : sample(m[2]!, new Map()),
  );
}

describe('the Italian server resource', () => {
  it('keeps the placeholders of each English template', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort().join(',');
    const broken = Object.entries(ITALIAN).filter(
      ([english, italian]) =>
        italian.trim() === '' || placeholders(english) !== placeholders(italian),
    );
    expect(broken).toEqual([]);
  });

  it('translates every customer text the server source writes', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SERVER)) {
      const name = relative(SERVER, file);
      // REST and tRPC descriptions document the API; they are not customer texts.
      if (/^(trpc|rest|shared)\//.test(name)) continue;
      for (const text of customerTexts(readFileSync(file, 'utf8'))) {
        const where = `${name}: ${text}`;
        if (translateText(text, 'it') === text && !COMPOSED.has(where)) missing.push(where);
      }
    }
    expect(missing).toEqual([]);
  });

  it('translates every refusal the server source raises', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SERVER)) {
      const name = relative(SERVER, file);
      for (const text of refusalTexts(readFileSync(file, 'utf8'))) {
        const where = `${name}: ${text}`;
        if (translateText(text, 'it') === text && !COMPOSED_REFUSALS.has(where))
          missing.push(where);
      }
    }
    expect(missing).toEqual([]);
  });

  it("translates the trainer's lessons", () => {
    const texts = listScenarios().flatMap((s) => [s.title, s.description]);
    expect(texts.filter((text) => translateText(text, 'it') === text)).toEqual([]);
  });

  it("translates the bug hunt's catalogue: each defect's title, expected, actual and technique", () => {
    const texts = DEFECTS.flatMap((d) => [d.title, d.expected, d.actual, d.technique]);
    expect(texts.filter((text) => translateText(text, 'it') === text)).toEqual([]);
  });
});

describe('translating', () => {
  it('fills an Italian template with its translated parts and leaves English alone', () => {
    const text = '$12.00 paid to Metro Water from CHECKING ••••1234.';
    expect(translateText(text, 'en')).toBe(text);
    expect(translateText(text, 'it')).toBe(
      '$12.00 pagati a Metro Water dal conto CORRENTE ••••1234.',
    );
    expect(
      translateText('Your checking account ••••1234 statement for November 2026 is ready.', 'it'),
    ).toBe("L'estratto conto di novembre 2026 del tuo conto corrente ••••1234 è pronto.");
    expect(translateText('A text the bank never wrote', 'it')).toBe('A text the bank never wrote');
    expect(serverT('Account holder: {{holder}}', 'en', { holder: 'Ana' })).toBe(
      'Account holder: Ana',
    );
    expect(monthName('2026-07', 'it')).toBe('luglio 2026');
  });

  it("translates a device label as one, and not every text with 'on' in it", () => {
    expect(translateText('Chrome on Windows', 'it')).toBe('Chrome su Windows');
    for (const system of DEVICE_SYSTEMS) {
      expect(translateText(`Firefox on ${system}`, 'it')).toBe(`Firefox su ${system}`);
    }
    expect(
      translateText('New sign-in from Firefox on Linux. Not you? Change your password.', 'it'),
    ).toBe('Nuovo accesso da Firefox su Linux. Non sei tu? Cambia la password.');
    for (const english of [
      'Simulated failure: the service is unavailable on purpose; try again in 1 second (Retry-After)',
      'Simulated throttling: too many requests on purpose; try again in 1 second (Retry-After)',
      'Simulated failure: the server answered 502 on purpose',
    ]) {
      const italian = translateText(english, 'it');
      expect(italian, english).not.toBe(english);
      expect(italian, english).not.toMatch(/purpose/);
    }
    // A text without its own translation stays English rather than half translated.
    expect(translateText('The export ran on purpose twice', 'it')).toBe(
      'The export ran on purpose twice',
    );
  });

  it('translates a rule after the field key it names, and keeps the key as the API spells it', () => {
    expect(translateText('amount: Amount must be more than 0', 'it')).toBe(
      "amount: L'importo deve essere maggiore di 0",
    );
    expect(translateText('contact.email: Valid email required', 'it')).toBe(
      "contact.email: Inserisci un'email valida",
    );
    // A text with no translation keeps its key and its English; a capital word is no key.
    expect(translateText('amount: A text the bank never wrote', 'it')).toBe(
      'amount: A text the bank never wrote',
    );
    expect(translateText('Note: Account not found', 'it')).toBe('Note: Account not found');
  });

  it('reads the language from the saved choice, then Accept-Language', () => {
    expect(languageFromHeader('it-IT,it;q=0.9,en;q=0.8')).toBe('it');
    expect(languageFromHeader('fr-FR,en;q=0.5,it;q=0.7')).toBe('it');
    expect(languageFromHeader('fr')).toBeNull();
    expect(customerLanguage('en', 'it')).toBe('en');
    expect(customerLanguage(null, 'it-IT')).toBe('it');
    expect(customerLanguage(null, undefined)).toBe('en');
  });
});
