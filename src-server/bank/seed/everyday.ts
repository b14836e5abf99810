/**
 * The demo customer's everyday banking: bills (one
 * overdue, one recurring, one paid through the ledger), loans (PERSONAL, MORTGAGE, AUTO, on
 * autopay from checking, each with its schedule),
 * investments, a small crypto position and notifications (some unread).
 */
import dayjs from 'dayjs';
import type { Db } from '../../db/client';
import { bills, investments, loans, notifications } from '../../db/schema';
import { payBill } from '../../services/bills/bills';
import { placeOrder } from '../../services/crypto/crypto';
import { storeRepaidSchedule } from '../../services/loans/schedule';
import { recountUnread } from '../../services/notifications/notify';

const day = (now: Date, offset: number) => dayjs(now).add(offset, 'day').format('YYYY-MM-DD');
/** A creation time `days` before `now`, so that rows do not take the real clock's default. */
const before = (now: Date, days: number) => dayjs(now).subtract(days, 'day').toDate();

/** Value in cents of `shares` millionths at `price` cents, rounded half up. */
function positionValue(shares: number, price: number): number {
  return Number((BigInt(shares) * BigInt(price) + 500_000n) / 1_000_000n);
}

/** Writes bills, loans, investments and notifications for `userId`. Inside the seed transaction. */
export function seedEverydayBanking(db: Db, userId: number, checkingId: number, now: Date): void {
  db.insert(bills)
    .values([
      {
        userId,
        billerName: 'City Power & Light',
        accountNumber: 'CPL-448812',
        category: 'UTILITIES',
        amount: 8_420,
        dueDate: day(now, -5),
        createdAt: before(now, 35),
      },
      {
        userId,
        billerName: 'Telco One Mobile',
        accountNumber: 'T1-77120934',
        category: 'TELECOMMUNICATIONS',
        amount: 4_500,
        dueDate: day(now, 10),
        isRecurring: true,
        createdAt: before(now, 20),
      },
      {
        userId,
        billerName: 'Metro Water',
        accountNumber: 'MW-002781',
        category: 'UTILITIES',
        amount: 4_215,
        dueDate: day(now, 18),
        createdAt: before(now, 12),
      },
    ])
    .run();
  const insurance = db
    .insert(bills)
    .values({
      userId,
      billerName: 'SafeHome Insurance',
      accountNumber: 'SH-90311',
      category: 'INSURANCE',
      amount: 12_000,
      dueDate: day(now, -3),
      createdAt: before(now, 33),
    })
    .returning({ id: bills.id })
    .get();
  payBill(db, userId, insurance.id, null, now);

  // Instalments fall due on the 5th: the next one is the first 5th after today, so no
  // instalment dated later than today is seeded as paid.
  const nextPayment = (dayjs(now).date() < 5 ? dayjs(now) : dayjs(now).add(1, 'month'))
    .date(5)
    .format('YYYY-MM-DD');
  // principal and rate in cents and basis points, term and instalments already paid in months
  const seededLoans = [
    { loanType: 'PERSONAL', principal: 1_500_000, interestRate: 1_199, termMonths: 48, paid: 18 },
    { loanType: 'MORTGAGE', principal: 32_000_000, interestRate: 638, termMonths: 360, paid: 13 },
    { loanType: 'AUTO', principal: 2_850_000, interestRate: 589, termMonths: 66, paid: 38 },
  ] as const;
  for (const { paid, ...terms } of seededLoans) {
    // Instalment 1 fell due `paid` months before the next one, a month after the loan was taken.
    const firstDue = dayjs(nextPayment).subtract(paid, 'month');
    const { id } = db
      .insert(loans)
      .values({
        userId,
        ...terms,
        currentBalance: 0,
        monthlyPayment: 0,
        createdAt: firstDue.subtract(1, 'month').hour(10).toDate(),
        autopay: true,
        repaymentAccountId: checkingId,
      })
      .returning({ id: loans.id })
      .get();
    // The whole schedule from the loan's terms, the first `paid` instalments paid; the balance,
    // monthly payment and next payment date are set from it. The rest is collected by close
    // of business (autopay on).
    storeRepaidSchedule(db, id, firstDue.format('YYYY-MM-DD'), paid);
  }

  const positions = [
    {
      investmentType: 'ETF',
      symbol: 'VTI',
      name: 'Vanguard Total Stock Market ETF',
      shares: 25_500_000,
      purchasePrice: 21_035,
      currentPrice: 26_812,
    },
    {
      investmentType: 'STOCK',
      symbol: 'MSFT',
      name: 'Microsoft Corporation',
      shares: 12_000_000,
      purchasePrice: 31_250,
      currentPrice: 41_877,
    },
    {
      investmentType: 'BOND',
      symbol: 'BND',
      name: 'Vanguard Total Bond Market ETF',
      shares: 40_000_000,
      purchasePrice: 7_612,
      currentPrice: 7_288,
    },
    {
      investmentType: 'MUTUAL_FUND',
      symbol: 'FXAIX',
      name: 'Fidelity 500 Index Fund',
      shares: 8_250_000,
      purchasePrice: 15_540,
      currentPrice: 19_963,
    },
  ];
  db.insert(investments)
    .values(
      positions.map((p) => {
        const totalValue = positionValue(p.shares, p.currentPrice);
        return {
          ...p,
          userId,
          createdAt: before(now, 150),
          totalValue,
          gainLoss: totalValue - positionValue(p.shares, p.purchasePrice),
        };
      }),
    )
    .run();

  // A small crypto position, bought through the ledger like any order.
  placeOrder(
    db,
    userId,
    { side: 'BUY', cryptoId: 'bitcoin', amount: '1500.00', accountId: checkingId },
    now,
  );
  placeOrder(
    db,
    userId,
    { side: 'BUY', cryptoId: 'ethereum', amount: '750.00', accountId: checkingId },
    now,
  );

  db.insert(notifications)
    .values([
      {
        userId,
        title: 'Welcome to online banking',
        message:
          'Your accounts, cards and statements are all here. Set a transaction PIN under Settings to send local and wire transfers.',
        type: 'ACCOUNT',
        isRead: true,
        createdAt: dayjs(now).subtract(6, 'month').toDate(),
      },
      {
        userId,
        title: 'Your statement is ready',
        message:
          "Last month's statements for your checking, savings and current accounts can be downloaded from Settings > Statements.",
        type: 'ACCOUNT',
        // The first of the month at midnight: never after `now`, so on the 1st it is not a
        // notice from tomorrow that stays above everything the day brings.
        createdAt: dayjs(now).startOf('month').toDate(),
      },
      {
        userId,
        title: 'Bill overdue',
        message: 'Your City Power & Light bill of $84.20 is past its due date.',
        type: 'PAYMENT',
        priority: 'HIGH',
        createdAt: dayjs(now).subtract(4, 'day').toDate(),
      },
      {
        userId,
        title: 'Security tip',
        message:
          'We will never ask for your password, PIN or a COT code. Report any such request to support.',
        type: 'SECURITY',
        createdAt: dayjs(now).subtract(2, 'day').toDate(),
      },
    ])
    .run();
  recountUnread(db, userId);
}
