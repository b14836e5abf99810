/** Enrollment over multipart. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { unseal } from '../auth/sealed';
import { secretsKeyOf } from '../auth/secrets-key';
import { openDatabase } from '../bank/open';
import { businessNow, setClockOffset } from '../clock/clock';
import { verifyLedger } from '../ledger/verify';
import { MIGRATIONS_FOLDER } from '../paths';
import { createTestBank, ORIGIN, type TestBank } from '../test/bank';
import { assertMatchesContract } from '../test/contract';

let bank: TestBank;
let uploads: string;

// The smallest real files of each kind: the content decides, not the name.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  uploads = mkdtempSync(join(tmpdir(), 'bank-uploads-'));
  bank = await createTestBank('demo', { UPLOAD_DIR: uploads });
});

function form(
  overrides: Record<string, string | null> = {},
  files: { passport?: Blob; idDocument?: Blob } = {},
) {
  const fd = new FormData();
  const fields: Record<string, string | null> = {
    name: 'Maria Rossi',
    email: `maria.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '+39 06 1234567',
    dob: '1990-04-12',
    gender: 'female',
    countryId: '',
    cityId: '',
    currency: '€',
    password: 'Violet-Harbor-Lantern-42',
    password2: 'Violet-Harbor-Lantern-42',
    pin: '2580',
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) if (v !== null) fd.append(k, v);
  fd.append('passport', files.passport ?? new Blob([PNG], { type: 'image/png' }), 'passport.png');
  fd.append(
    'idDocument',
    files.idDocument ?? new Blob([PDF], { type: 'application/pdf' }),
    'id.pdf',
  );
  return fd;
}

const submit = async (fd: FormData) => {
  const res = await bank.app.request(`${ORIGIN}/api/applications`, {
    method: 'POST',
    body: fd,
    headers: { Origin: ORIGIN },
  });
  await assertMatchesContract('POST', '/api/applications', res);
  return res;
};
const counts = () =>
  bank.db.$client
    .prepare(
      'select (select count(*) from users) u, (select count(*) from applications) a, (select count(*) from accounts) c',
    )
    .get();

describe('enrollment', () => {
  it('creates the application, an unverified customer with an Account ID and two empty accounts, and signs them in', async () => {
    const countries = (await (await bank.call('GET', '/api/countries')).json()) as {
      id: number;
      name: string;
    }[];
    const italy = countries.find((c) => c.name === 'Italy')!;
    const cities = (await (await bank.call('GET', `/api/countries/${italy.id}/cities`)).json()) as {
      id: number;
      name: string;
    }[];
    const rome = cities.find((c) => c.name === 'Rome')!;
    const res = await submit(form({ countryId: String(italy.id), cityId: String(rome.id) }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { username: string; userId: number; message: string };
    expect(body.message).toBe('Application received: pending review');
    expect(body.username).toMatch(/^\d{10}$/);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const me = await (await bank.call('GET', '/api/auth/me', { cookie })).json();
    expect(me).toMatchObject({
      id: body.userId,
      username: body.username,
      firstName: 'Maria',
      lastName: 'Rossi',
    });
    const accounts = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
      accountType: string;
      balance: string;
    }[];
    expect(accounts.map((a) => [a.accountType, a.balance])).toEqual([
      ['CHECKING', '0.00'],
      ['SAVINGS', '0.00'],
    ]);
    const app = bank.db.$client
      .prepare('select status, city, password_hash, pin_hash from applications where user_id = ?')
      .get(body.userId) as Record<string, string>;
    expect(app).toMatchObject({ status: 'PENDING', city: 'Rome' });
    expect(app.password_hash).toMatch(/^\$argon2id\$/);
    expect(
      readdirSync(uploads).filter((f) => /^[0-9a-f-]{36}\.(png|pdf)$/.test(f)).length,
    ).toBeGreaterThanOrEqual(2);
    // Unverified: local and wire transfers are refused with the reason.
    await bank.call('POST', `/api/users/${body.userId}/verify-pin`, {
      cookie,
      body: { pin: '2580' },
    });
    const b = (await (
      await bank.call('POST', '/api/beneficiaries', {
        cookie,
        body: { name: 'X', accountNumber: 'ACCT1234', bankName: 'B' },
      })
    ).json()) as { id: number };
    const [checking] = (await (await bank.call('GET', '/api/accounts', { cookie })).json()) as {
      id: number;
    }[];
    const t = await bank.call('POST', '/api/transfers', {
      cookie,
      body: {
        transferType: 'LOCAL',
        fromAccountId: checking!.id,
        beneficiaryId: b.id,
        amount: '1.00',
      },
    });
    expect(t.status).toBe(403);
    expect(((await t.json()) as { message: string }).message).toMatch(/not verified yet/);

    // What the pending screen says comes next: an admin approves, a notification tells the
    // customer, and the transfer is no longer refused for the review (here: for the balance).
    const admin = await bank.login('admin');
    const pending = bank.db.$client
      .prepare('select id from applications where user_id = ?')
      .get(body.userId) as { id: number };
    const decided = await bank.call('POST', `/api/admin/applications/${pending.id}/decision`, {
      cookie: admin,
      body: { decision: 'APPROVED' },
    });
    expect(decided.status).toBe(200);
    const notes = (await (
      await bank.call('GET', `/api/notifications/${body.userId}`, { cookie })
    ).json()) as {
      title: string;
    }[];
    expect(notes.map((n) => n.title)).toContain('Application approved');
    await bank.call('POST', `/api/users/${body.userId}/verify-pin`, {
      cookie,
      body: { pin: '2580' },
    });
    const after = await bank.call('POST', '/api/transfers', {
      cookie,
      body: {
        transferType: 'LOCAL',
        fromAccountId: checking!.id,
        beneficiaryId: b.id,
        amount: '1.00',
      },
    });
    const refusal = ((await after.json()) as { message?: string }).message ?? '';
    expect(refusal).not.toMatch(/not verified yet/);
    expect(after.status).not.toBe(201);
    expect(verifyLedger(bank.db).ok).toBe(true);
  });

  it.each([
    [
      'a text file named .png',
      {},
      { passport: new Blob(['just text'], { type: 'image/png' }) },
      400,
      /passport: Passport must be a PNG, JPG or GIF file/,
    ],
    [
      'a file over 5 MB',
      {},
      { idDocument: new Blob([PDF, Buffer.alloc(5 * 1024 * 1024)], { type: 'application/pdf' }) },
      413,
      /larger than 5 MB/,
    ],
    [
      'mismatched passwords',
      { password2: 'Copper-Meadow-Falcon-17' },
      {},
      400,
      /password2: Passwords do not match/,
    ],
    ['a one-letter name', { name: 'M' }, {}, 400, /name: Name is required/],
    ['a PIN of 3 digits', { pin: '123' }, {}, 400, /pin: Min 4 digits/],
    [
      'a phone with letters',
      { phone: 'call me maybe' },
      {},
      400,
      /phone: Phone: at least 6 digits; only \+, spaces, \( \) \. \/ - between them/,
    ],
    ['a future date of birth', { dob: '2999-01-01' }, {}, 400, /dob:/],
    ['a day the calendar lacks', { dob: '1990-02-30' }, {}, 400, /dob:/],
    ['a city without a country', { cityId: '1' }, {}, 400, /cityId:/],
    [
      'an email of an existing customer',
      { email: 'alex.morgan@example.com' },
      {},
      409,
      /already exists/,
    ],
    [
      "an existing customer's email in other case",
      { email: 'Alex.Morgan@Example.COM' },
      {},
      409,
      /already exists/,
    ],
  ])(
    'refuses %s with a clear message and stores nothing',
    async (_what, fields, files, status, message) => {
      const before = counts();
      const stored = readdirSync(uploads).length;
      const res = await submit(
        form(fields as Record<string, string>, files as { passport?: Blob }),
      );
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toMatch(message);
      expect(counts()).toEqual(before);
      expect(readdirSync(uploads)).toHaveLength(stored);
    },
  );

  it("bounds the date of birth by the bank's date, which may run ahead of the calendar", async () => {
    const clock = await createTestBank('none', { UPLOAD_DIR: uploads });
    setClockOffset(clock.db, 10 * 86_400);
    const day = (offsetDays: number) =>
      new Date(businessNow(clock.db).getTime() + offsetDays * 86_400_000)
        .toISOString()
        .slice(0, 10);
    const apply = (dob: string) =>
      clock.app.request(`${ORIGIN}/api/applications`, {
        method: 'POST',
        body: form({ dob }),
        headers: { Origin: ORIGIN },
      });
    const tomorrow = await apply(day(1));
    expect(tomorrow.status).toBe(400);
    expect(((await tomorrow.json()) as { message: string }).message).toMatch(/dob:/);
    // Later than the calendar's today, but not than the bank's.
    expect((await apply(day(0))).status).toBe(201);
  });

  it('keeps the SSN sealed at rest and shows an admin only its last four characters', async () => {
    const res = await submit(form({ ssn: '123-45-6789' }));
    expect(res.status).toBe(201);
    const { userId } = (await res.json()) as { userId: number };
    const stored = bank.db.$client
      .prepare('select ssn, ssn_last4 from applications where user_id = ?')
      .get(userId) as { ssn: string; ssn_last4: string };
    expect(stored.ssn_last4).toBe('6789');
    expect(stored.ssn).not.toContain('6789');
    expect(unseal(secretsKeyOf(bank.db), stored.ssn)).toBe('123-45-6789');
    const admin = await bank.login('admin');
    const listed = (await (
      await bank.call('GET', '/api/admin/applications?limit=100', { cookie: admin })
    ).json()) as { id: number; email: string; ssnLast4: string | null }[];
    const row = listed.find((a) => a.ssnLast4 === '6789');
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain('123-45');
  });

  it('seals an SSN stored as plain text before SSNs were sealed, keeping its last four', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'bank-ssn-')), 'bank.db');
    const first = openDatabase(path);
    first.$client
      .prepare(
        "insert into applications (name, email, phone, dob, ssn, password_hash, pin_hash, created_at) values ('Old Form', 'old@example.com', '+1 555 0100', '1980-01-01', '987-65-4321', 'x', 'x', 0)",
      )
      .run();
    // The migration that added the column fills the last four from the plain text...
    const fill = readFileSync(join(MIGRATIONS_FOLDER, '0039_applicant_ssn_sealed.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .find((part) => part.includes('UPDATE `applications`'))!;
    first.$client.exec(fill);
    first.$client.close();
    // ...and the bank seals the plain text when it next opens.
    const again = openDatabase(path);
    const row = again.$client.prepare('select ssn, ssn_last4 from applications').get() as {
      ssn: string;
      ssn_last4: string;
    };
    expect(row.ssn).not.toContain('4321');
    expect(unseal(secretsKeyOf(again), row.ssn)).toBe('987-65-4321');
    expect(row.ssn_last4).toBe('4321');
    again.$client.close();
  });

  it('lists countries and 404s an unknown one', async () => {
    expect((await bank.call('GET', '/api/countries/999999/cities')).status).toBe(404);
  });
});
