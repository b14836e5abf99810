/**
 * Names and free texts that hold nothing visible, or control characters, over REST on a real
 * in-memory bank. A required name of only zero-width characters (U+200B, U+200C, U+200D,
 * U+2060, U+FEFF: `trim()` leaves them) is refused with the field's "required" message; a
 * control character (C0 with tab and line feed, DEL, C1) in a one-line text is refused with a
 * message naming the field; a multi-line text (a support message) keeps its line breaks and
 * tabs and refuses the other control characters. Each refusal is a 400 that names the field,
 * and nothing is stored. Names in any script, with accents, emoji or right to left, are kept
 * as typed. The statement CSV holds no control character even for a row stored with some
 * before these rules, and a text cell never starts a spreadsheet formula. The invisible
 * characters that shape nothing (zero-width space, word joiner, soft hyphen) are dropped from
 * a name, so it is stored as the name it looks like; the joiners scripts and emoji need stay. A bug-hunt report's
 * texts and the enrollment form's SSN or tax ID, zip code, next of kin's phone and currency
 * follow the same rules, and the last four also their own format.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, applications, defectReports, transactions, users } from '../db/schema';
import { setActiveDefects } from '../defects/switches';
import { CURRENCIES, enrollmentSchema } from '../shared/enrollment';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';

let bank: TestBank;
let demo: string;
let admin: string;
let demoId: number;
let checkingId: number;
let savingsId: number;

/** Only zero-width and format characters: nothing a reader sees. */
const INVISIBLE = '\u200b\u200c\u200d\u2060\ufeff';
/** Control characters a one-line text refuses, each inside an otherwise fine name. */
const CONTROLS = ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009b'];
/** The bidirectional override and isolates: every text rule refuses them, one-line or not. */
const BIDI = ['\u202e', '\u2066', '\u2069'];
/** Control characters a multi-line text refuses (it keeps line breaks and tabs). */
const TEXT_CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b'];
/** Names a bank must take as typed: accents, apostrophes, Arabic, Chinese with an emoji. */
const NAMES = ['Zoë Ñúñez-O’Brien', 'محمد', '李小龙 🐉', 'Ada 👩‍💻 Lovelace'];

/** A created resource as answered. */
type Answer = Record<string, unknown>;
type Refusal = { message: string; code: string; issues: { path: string[]; message: string }[] };

/** How many rows `table` holds. */
const count = (table: string) =>
  (bank.db.$client.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

/** Expects a 400 whose only issue is `message` on `field`, and whose message names the field. */
async function expectRefused(res: Response, field: string, message: string) {
  expect(res.status, `${field}: ${await res.clone().text()}`).toBe(400);
  const body = (await res.json()) as Refusal;
  expect(body.code).toBe('BAD_REQUEST');
  expect(body.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, message]]);
  expect(body.message).toBe(`${field}: ${message}`);
}

let unique = 0;
/** A fresh username suffix, so each attempt of a create is new. */
const next = () => `${++unique}`;

beforeAll(async () => {
  bank = await createTestBank();
  demo = await bank.login('demo');
  admin = await bank.login('admin');
  demoId = bank.userId('demo');
  const own = bank.db
    .select({ id: accounts.id, type: accounts.accountType })
    .from(accounts)
    .where(eq(accounts.userId, demoId))
    .orderBy(asc(accounts.id))
    .all();
  checkingId = own.find((a) => a.type === 'CHECKING')!.id;
  savingsId = own.find((a) => a.type === 'SAVINGS')!.id;
});

/**
 * The writes under test: each sends `value` in one text field of an otherwise valid body,
 * names the table a success adds a row to, and reads the stored value back from the answer.
 */
const WRITES: {
  what: string;
  field: string;
  label: string;
  required: string;
  table: string;
  send: (value: string) => Promise<Response>;
  kept: (answer: Answer) => string;
}[] = [
  {
    what: 'a beneficiary',
    field: 'name',
    label: 'Beneficiary name',
    required: 'Beneficiary name is required',
    table: 'beneficiaries',
    send: (name) =>
      bank.call('POST', '/api/beneficiaries', {
        cookie: demo,
        body: { name, accountNumber: `ACCT${next()}0000`, bankName: 'Northwind Bank' },
      }),
    kept: (answer) => String(answer.name),
  },
  {
    what: "a beneficiary's bank",
    field: 'bankName',
    label: 'Bank name',
    required: 'Bank name is required',
    table: 'beneficiaries',
    send: (bankName) =>
      bank.call('POST', '/api/beneficiaries', {
        cookie: demo,
        body: { name: 'Giulia Rossi', accountNumber: `ACCT${next()}0000`, bankName },
      }),
    kept: (answer) => String(answer.bankName),
  },
  {
    what: "an admin's new customer",
    field: 'name',
    label: 'Name',
    required: 'Name is required',
    table: 'users',
    send: (name) => {
      const n = next();
      return bank.call('POST', '/api/admin/users', {
        cookie: admin,
        body: { name, email: `hostile${n}@example.org`, username: `hostile${n}` },
      });
    },
    // The name is split at its first space; a one-word name gets '-' for a last name.
    kept: (answer) => {
      const { user } = answer as { user: { firstName: string; lastName: string } };
      return `${user.firstName} ${user.lastName}`.replace(/ -$/, '');
    },
  },
  {
    what: 'a class',
    field: 'name',
    label: 'Name',
    required: 'Name is required',
    table: 'classes',
    send: (name) =>
      bank.call('POST', '/api/admin/classes', {
        cookie: admin,
        body: { name, count: 1, prefix: `hc${next()}`, openingDeposit: '0.00' },
      }),
    kept: (answer) => (answer as { class: { name: string } }).class.name,
  },
  {
    what: 'a support ticket',
    field: 'subject',
    label: 'Subject',
    required: 'Subject is required',
    table: 'support_tickets',
    send: (subject) =>
      bank.call('POST', '/api/support/tickets', {
        cookie: demo,
        body: { subject, message: 'My card is stuck', email: 'demo@example.com' },
      }),
    kept: (answer) => String(answer.subject),
  },
  {
    what: 'a bill',
    field: 'billerName',
    label: 'Biller name',
    required: 'Biller name is required',
    table: 'bills',
    send: (billerName) =>
      bank.call('POST', '/api/bills', {
        cookie: demo,
        body: { billerName, accountNumber: 'ACME-1', amount: '12.00', dueDate: '2099-01-31' },
      }),
    kept: (answer) => String(answer.billerName),
  },
];

describe('a required name or subject', () => {
  for (const write of WRITES) {
    it(`of ${write.what} with nothing visible is refused as missing, and nothing is stored`, async () => {
      const before = count(write.table);
      for (const value of [INVISIBLE, ` ${INVISIBLE} `, '\u200b']) {
        await expectRefused(await write.send(value), write.field, write.required);
      }
      expect(count(write.table)).toBe(before);
    });

    it(`of ${write.what} with a control character is refused naming the field, and nothing is stored; one in any script is kept`, async () => {
      const before = count(write.table);
      for (const control of CONTROLS) {
        await expectRefused(
          await write.send(`Giulia${control}Rossi`),
          write.field,
          `${write.label}: no tabs, line breaks or control characters`,
        );
      }
      expect(count(write.table)).toBe(before);
      for (const name of NAMES) {
        const res = await write.send(name);
        expect(res.status, `${name}: ${await res.clone().text()}`).toBe(201);
        expect(write.kept(await res.json())).toBe(name);
      }
      expect(count(write.table)).toBe(before + NAMES.length);
    });

    it(`of ${write.what} is stored without the hidden characters that only make it look like another`, async () => {
      for (const [typed, stored] of [
        ['\u200bGiulia Rossi', 'Giulia Rossi'],
        ['Giu\u00adlia Ro\u2060ssi\u200d', 'Giulia Rossi'],
        ['\ufeffGiulia \u200cRossi\u200d \u200d', 'Giulia Rossi'],
        ['Ada 👩\u200d💻 Lovelace', 'Ada 👩\u200d💻 Lovelace'],
      ]) {
        const res = await write.send(typed!);
        expect(res.status, `${JSON.stringify(typed)}: ${await res.clone().text()}`).toBe(201);
        expect(write.kept(await res.json()), JSON.stringify(typed)).toBe(stored);
      }
    });
  }

  it('is refused in Italian for a caller who reads Italian', async () => {
    const res = await bank.call('POST', '/api/beneficiaries', {
      cookie: demo,
      headers: { 'Accept-Language': 'it' },
      body: { name: 'Giulia\u0007Rossi', accountNumber: 'GB29NWBK60161331926819', bankName: 'X' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Refusal).message).toBe(
      'name: Nome del beneficiario: senza tabulazioni, ritorni a capo o caratteri di controllo',
    );
  });
});

describe('a profile', () => {
  const firstNameOf = (id: number) =>
    bank.db.select({ v: users.firstName }).from(users).where(eq(users.id, id)).get()!.v;

  it("refuses the customer's first name with nothing visible or a control character, keeping the old one; keeps one in any script", async () => {
    const before = firstNameOf(demoId);
    const patch = (firstName: string) =>
      bank.call('PATCH', `/api/users/${demoId}`, { cookie: demo, body: { firstName } });
    await expectRefused(await patch(INVISIBLE), 'firstName', 'First name is required');
    for (const control of CONTROLS) {
      await expectRefused(
        await patch(`De${control}mo`),
        'firstName',
        'First name: no tabs, line breaks or control characters',
      );
    }
    expect(firstNameOf(demoId)).toBe(before);
    for (const firstName of NAMES) {
      const res = await patch(firstName);
      expect(res.status, firstName).toBe(200);
      expect(firstNameOf(demoId)).toBe(firstName);
    }
    expect((await patch(before)).status).toBe(200);
  });

  it("refuses an admin's edit of a last name the same way", async () => {
    const janeId = bank.userId('jane');
    const lastNameOf = () =>
      bank.db.select({ v: users.lastName }).from(users).where(eq(users.id, janeId)).get()!.v;
    const before = lastNameOf();
    const patch = (lastName: string) =>
      bank.call('PATCH', `/api/admin/users/${janeId}`, { cookie: admin, body: { lastName } });
    await expectRefused(await patch(INVISIBLE), 'lastName', 'Last name is required');
    await expectRefused(
      await patch('Cooper\u0000'),
      'lastName',
      'Last name: no tabs, line breaks or control characters',
    );
    expect(lastNameOf()).toBe(before);
  });
});

describe('a support message', () => {
  const ticket = (message: string) =>
    bank.call('POST', '/api/support/tickets', {
      cookie: demo,
      body: { subject: 'Card', message, email: 'demo@example.com' },
    });

  it('refuses nothing visible and the control characters but line breaks and tabs, storing nothing; keeps those', async () => {
    const before = count('support_tickets');
    await expectRefused(
      await ticket(`${INVISIBLE}\n\n${INVISIBLE}`),
      'message',
      'Message is required',
    );
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b']) {
      await expectRefused(
        await ticket(`Hello${control}there`),
        'message',
        'Message: no control characters (line breaks and tabs are fine)',
      );
    }
    expect(count('support_tickets')).toBe(before);
    const message = 'Line one\r\nLine two\n\tindented';
    const res = await ticket(message);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe(message);
  });

  it('of feedback refuses a control character too', async () => {
    const before = count('feedback');
    const res = await bank.call('POST', '/api/support/feedback', {
      cookie: demo,
      body: { rating: 5, message: 'Great\u0000' },
    });
    await expectRefused(
      res,
      'message',
      'Message: no control characters (line breaks and tabs are fine)',
    );
    expect(count('feedback')).toBe(before);
  });
});

describe("a transfer's description", () => {
  const send = (description: string) =>
    bank.call('POST', '/api/transfers', {
      cookie: demo,
      body: {
        fromAccountId: checkingId,
        toAccountId: savingsId,
        transferType: 'INTERNAL',
        amount: '1.00',
        description,
      },
    });

  it('with a control character is refused, and no transfer is made', async () => {
    const before = [count('transfers'), count('transactions')];
    for (const control of CONTROLS) {
      await expectRefused(
        await send(`Rent${control}May`),
        'description',
        'Description: no tabs, line breaks or control characters',
      );
    }
    expect([count('transfers'), count('transactions')]).toEqual(before);
  });

  it('with nothing visible is stored as no description (it is optional)', async () => {
    const res = await send(INVISIBLE);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { description: string | null }).description ?? '').toBe('');
  });

  it('of a standing order is refused the same way, and none is stored', async () => {
    const before = count('standing_orders');
    const res = await bank.call('POST', '/api/standing-orders', {
      cookie: demo,
      body: {
        fromAccountId: checkingId,
        toAccountId: savingsId,
        transferType: 'INTERNAL',
        amount: '1.00',
        description: 'Savings\u001b[31m',
        frequency: 'MONTHLY',
        startDate: '2099-01-01',
      },
    });
    await expectRefused(
      res,
      'description',
      'Description: no tabs, line breaks or control characters',
    );
    expect(count('standing_orders')).toBe(before);
  });
});

describe('the statement CSV', () => {
  it('holds no control character and no formula, even for a row stored with them', async () => {
    const row = bank.db
      .select({ id: transactions.id, date: transactions.date })
      .from(transactions)
      .where(eq(transactions.accountId, checkingId))
      .orderBy(asc(transactions.id))
      .get()!;
    bank.db
      .update(transactions)
      .set({
        description: 'Coffee\u0000 at\tthe\r\nbar\u007f\u009b',
        reference: '=HYPERLINK("http://evil.example")\u0007',
      })
      .where(and(eq(transactions.id, row.id), eq(transactions.accountId, checkingId)))
      .run();
    const res = await bank.call(
      'GET',
      `/api/accounts/${checkingId}/statement.csv?from=${row.date}&to=${row.date}`,
      { cookie: demo },
    );
    expect(res.status).toBe(200);
    const text = await res.text();
    // Records end in a line feed; no other control character anywhere.
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe('');
    for (const line of lines) expect(line).not.toMatch(/\p{Cc}/u);
    const stored = bank.db
      .select({ n: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.accountId, checkingId), eq(transactions.date, row.date)))
      .all().length;
    expect(lines).toHaveLength(stored + 2);
    const line = lines.find((l) => l.includes('Coffee'))!;
    expect(line).toContain(',Coffee at the bar,');
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  });
});

describe('a bug report', () => {
  const REPORT = {
    title: 'The bell counts one too many',
    where: '/notifications',
    steps: 'Read every notification\nLook at the bell',
    expected: 'No number',
    actual: '1',
    severity: 'LOW',
  };
  const file = (fields: Record<string, unknown>) =>
    bank.call('POST', '/api/defect-reports', { cookie: demo, body: { ...REPORT, ...fields } });

  beforeAll(() => {
    setActiveDefects(bank.db, ['notification-count-off-by-one'], new Date());
  });
  afterAll(() => {
    setActiveDefects(bank.db, [], new Date());
  });

  it('refuses a title or where with a control character, a bidirectional override or nothing visible, naming the field; nothing is stored', async () => {
    const before = count('defect_reports');
    for (const [field, label] of [
      ['title', 'Title'],
      ['where', 'Where'],
    ] as const) {
      for (const control of [...CONTROLS, ...BIDI]) {
        await expectRefused(
          await file({ [field]: `Bell${control}count` }),
          field,
          `${label}: no tabs, line breaks or control characters`,
        );
      }
      for (const value of [INVISIBLE, ` ${INVISIBLE} `]) {
        await expectRefused(await file({ [field]: value }), field, `${label} is required`);
      }
    }
    expect(count('defect_reports')).toBe(before);
  });

  it('refuses steps, expected, actual and the request id with a control character or a bidirectional override, naming the field; nothing is stored', async () => {
    const before = count('defect_reports');
    for (const [field, label] of [
      ['steps', 'Steps'],
      ['expected', 'Expected'],
      ['actual', 'Actual'],
    ] as const) {
      for (const control of [...TEXT_CONTROLS, ...BIDI]) {
        await expectRefused(
          await file({ [field]: `Open the bell${control}and count` }),
          field,
          `${label}: no control characters (line breaks and tabs are fine)`,
        );
      }
    }
    for (const control of [...CONTROLS, ...BIDI]) {
      await expectRefused(
        await file({ requestId: `req${control}1` }),
        'requestId',
        'Request id: no tabs, line breaks or control characters',
      );
    }
    expect(count('defect_reports')).toBe(before);
  });

  it('keeps texts in any script and line breaks in the descriptions; an optional text with nothing visible is stored empty', async () => {
    const report = {
      title: 'Zoë Ñúñez-O’Brien: 李小龙 🐉',
      where: '/notifications',
      steps: 'Line one\r\nLine two\n\tindented',
      expected: 'محمد',
      actual: 'Ada 👩‍💻 Lovelace',
      requestId: 'req-ñ-1',
    };
    const res = await file(report);
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const stored = bank.db.select().from(defectReports).where(eq(defectReports.id, id)).get()!;
    expect(stored).toMatchObject(report);
    const empty = await file({ expected: INVISIBLE, actual: ` ${INVISIBLE} ` });
    expect(empty.status).toBe(201);
    const blank = (await empty.json()) as { id: number };
    expect(
      bank.db.select().from(defectReports).where(eq(defectReports.id, blank.id)).get(),
    ).toMatchObject({ expected: '', actual: '' });
  });
});

describe('an enrollment application', () => {
  let enrolling: TestBank;
  // The smallest real files of each kind: the content decides, not the name.
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
    'hex',
  );
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  beforeAll(async () => {
    enrolling = await createTestBank('demo', {
      UPLOAD_DIR: mkdtempSync(join(tmpdir(), 'bank-hostile-uploads-')),
    });
  });

  /** Sends a valid application with `fields` over it (multipart, as the form does). */
  const apply = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const fd = new FormData();
    const all: Record<string, string> = {
      name: 'Maria Rossi',
      email: `maria.${next()}@example.com`,
      phone: '+39 06 1234567',
      dob: '1990-04-12',
      password: 'Violet-Harbor-Lantern-42',
      password2: 'Violet-Harbor-Lantern-42',
      pin: '2580',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) fd.append(k, v);
    fd.append('passport', new Blob([PNG], { type: 'image/png' }), 'passport.png');
    fd.append('idDocument', new Blob([PDF], { type: 'application/pdf' }), 'id.pdf');
    return enrolling.app.request(`${ORIGIN}/api/applications`, {
      method: 'POST',
      body: fd,
      headers: { Origin: ORIGIN, ...headers },
    });
  };
  const applicationCount = () =>
    (enrolling.db.$client.prepare('select count(*) as n from applications').get() as { n: number })
      .n;
  const storedFor = (userId: number) =>
    enrolling.db.select().from(applications).where(eq(applications.userId, userId)).get()!;

  /** The newly checked fields: their label, and a valid value with a character inside it. */
  const FIELDS = [
    { field: 'ssn', label: 'SSN or tax ID', value: (c: string) => `123-45${c}6789` },
    { field: 'zip', label: 'Zip code', value: (c: string) => `001${c}84` },
    { field: 'nokPhone', label: 'Next of kin phone', value: (c: string) => `+39 06${c}1234567` },
    { field: 'currency', label: 'Currency', value: (c: string) => `¥${c}(Japanese)` },
  ];

  it('refuses the SSN or tax ID, zip code, next of kin phone or currency with a control character or a bidirectional override, naming the field; nothing is stored', async () => {
    const before = applicationCount();
    for (const { field, label, value } of FIELDS) {
      for (const control of [...CONTROLS, ...BIDI]) {
        await expectRefused(
          await apply({ [field]: value(control) }),
          field,
          `${label}: no tabs, line breaks or control characters`,
        );
      }
    }
    expect(applicationCount()).toBe(before);
  });

  it('refuses an SSN or tax ID, a zip code, a phone or a currency that is not one, naming the field; nothing is stored', async () => {
    const before = applicationCount();
    const refusals: [string, string[], string][] = [
      [
        'ssn',
        ['#123-45-6789', '123--', '123_45', '１２３-45-6789', '<script>'],
        'SSN or tax ID: letters and digits, with spaces, dots, slashes or hyphens between them',
      ],
      [
        'zip',
        ['001/84', 'SW1A_1AA', '-00184', 'Straße 1'],
        'Zip code: letters and digits, with spaces or hyphens between them',
      ],
      [
        'nokPhone',
        ['call me', '12345', '+39 06 1234567 ext. 2'],
        'Next of kin phone: at least 6 digits; only +, spaces, ( ) . / - between them',
      ],
      ['currency', ['USD', 'Bitcoin', '€€'], 'Currency: choose one from the list'],
    ];
    for (const [field, values, message] of refusals) {
      for (const value of values)
        await expectRefused(await apply({ [field]: value }), field, message);
    }
    expect(applicationCount()).toBe(before);
  });

  it('stores one of them with nothing visible as not given', async () => {
    const res = await apply({
      ssn: INVISIBLE,
      zip: ` ${INVISIBLE} `,
      nokPhone: INVISIBLE,
      currency: INVISIBLE,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { userId } = (await res.json()) as { userId: number };
    expect(storedFor(userId)).toMatchObject({
      ssn: null,
      ssnLast4: null,
      zip: null,
      nokPhone: null,
      currency: null,
    });
  });

  it('keeps real SSNs, tax IDs, zip codes, phones, every currency of the form, and names in any script', async () => {
    const applicants = [
      {
        ssn: '123-45-6789',
        zip: '00184',
        nokPhone: '+39 06 1234567',
        currency: '€',
        occupation: 'Ingegnera',
        nokName: 'Zoë Ñúñez-O’Brien',
        nokRelationship: 'Sorella',
      },
      {
        ssn: 'RSSMRA85T10A562S',
        zip: 'SW1A 1AA',
        nokPhone: '(555) 010-2233',
        currency: '¥ (Japanese)',
        occupation: '工程师',
        nokName: '李小龙 🐉',
        nokRelationship: 'الأخ',
      },
      {
        ssn: '123.456.789-09',
        zip: '12345-6789',
        nokPhone: '555.010.2233',
        currency: 'Jordanian dinar',
        occupation: 'Développeuse',
        nokName: 'محمد',
        nokRelationship: 'Cugina 👩‍💻',
      },
    ];
    for (const applicant of applicants) {
      const res = await apply(applicant);
      expect(res.status, await res.clone().text()).toBe(201);
      const { userId } = (await res.json()) as { userId: number };
      const { ssn: _sealed, ...shown } = applicant;
      expect(storedFor(userId)).toMatchObject({ ...shown, ssnLast4: applicant.ssn.slice(-4) });
    }
    // Every choice the form offers passes the same rules (checked here without a round trip).
    const schema = enrollmentSchema(() => '2099-01-01');
    const valid = {
      name: 'Maria Rossi',
      email: 'maria@example.com',
      phone: '+39 06 1234567',
      dob: '1990-04-12',
      password: 'Violet-Harbor-Lantern-42',
      password2: 'Violet-Harbor-Lantern-42',
      pin: '2580',
    };
    for (const currency of CURRENCIES) {
      expect(schema.safeParse({ ...valid, currency }).success, currency).toBe(true);
    }
  });

  it('is refused in Italian for a caller who reads Italian', async () => {
    const res = await apply(
      { ssn: '123\u202e45', zip: 'SW1A_1AA', currency: 'USD' },
      { 'Accept-Language': 'it' },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as Refusal;
    expect(body.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ssn', 'Codice fiscale o SSN: senza tabulazioni, ritorni a capo o caratteri di controllo'],
      ['zip', 'CAP: lettere e cifre, con spazi o trattini tra di esse'],
      ['currency', "Valuta: scegline una dall'elenco"],
    ]);
  });
});
