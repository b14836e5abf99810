/**
 * Bug-hunt mode: which planted defects are on (customers learn only the keys, for the screens'
 * own defects), and the admin's catalogue with the answer key and its switches.
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import { DEFECT_AREAS, DEFECT_SEVERITIES } from '../../defects/catalogue';
import { answerKey, decideReport, fileReport, listReports, scores } from '../../defects/reports';
import {
  activeDefects,
  listDefects,
  setActiveDefects,
  unknownDefects,
} from '../../defects/switches';
import { badRequest, conflict, NotFound } from '../../domain/errors';
import { type Language, translateText } from '../../i18n/translate';
import { classDetail } from '../../services/admin/classes';
import { BROWSER_DEFECTS } from '../../shared/defects';
import { idParam, textFlag } from '../../shared/dto';
import { DefectReportTextsSchema } from '../../shared/dto/defects';
import { adminProcedure, customerProcedure, router } from '../init';

const DefectSchema = z
  .object({
    key: z.string(),
    title: z.string(),
    area: z.enum(DEFECT_AREAS),
    severity: z.enum(DEFECT_SEVERITIES),
    where: z.string(),
    expected: z.string(),
    actual: z.string(),
    technique: z.string(),
    on: z.boolean(),
  })
  .meta({ id: 'Defect' });

const FinderSchema = z.object({
  userId: z.number().int(),
  student: z.string().meta({ description: 'First and last name with the username' }),
  first: z.boolean().meta({ description: 'True for the student who found it first' }),
  reportId: z.number().int().meta({ description: "The student's first confirmed report of it" }),
  reportedAt: z.string().meta({ description: 'When that report was filed (ISO 8601)' }),
});

const AnswerKeyEntrySchema = DefectSchema.extend({
  foundBy: z.array(FinderSchema).meta({
    description:
      'The students whose report of it the trainer confirmed, in the order they filed them',
  }),
}).meta({ id: 'DefectAnswerKeyEntry' });

const SwitchInput = z.object({
  on: z.array(z.string().min(1).max(100)).max(200).meta({
    description: 'The keys to switch on; every other defect is switched off',
  }),
  sandboxes: z.array(z.string().min(1).max(64)).max(500).optional().meta({
    description:
      'From the main bank: apply to these sandboxes instead of this bank (one action for a class)',
  }),
  classId: idParam.optional().meta({
    description:
      "Apply to the class's banks instead: this bank, where the class lives, and every sandbox named after one of its students' usernames",
  }),
});

/** A bug report: its texts under the text rules (shared/dto/defects) and a catalogue severity. */
const ReportInput = DefectReportTextsSchema.extend({ severity: z.enum(DEFECT_SEVERITIES) });

const ReportSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    student: z.string(),
    title: z.string(),
    where: z.string(),
    steps: z.string(),
    expected: z.string(),
    actual: z.string(),
    severity: z.string(),
    requestId: z.string().nullable(),
    status: z.enum(['PENDING', 'CONFIRMED', 'DUPLICATE', 'REJECTED']),
    defectKey: z.string().nullable(),
    suggestions: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'DefectReport' });

const ScoreSchema = z.object({
  userId: z.number().int(),
  student: z.string(),
  confirmed: z.number().int(),
  firstFinds: z.number().int(),
  points: z.number().int(),
  found: z.array(z.string()),
});

const MAIN_BANK_LOCKED =
  'Planted defects can be switched on in the main bank only when the server runs with BUG_HUNT=on; use a sandbox for a bug hunt';

const SwitchRulesSchema = z
  .object({
    maySwitchOn: z.boolean().meta({
      description:
        'True when defects may be switched on in this bank itself: always in a sandbox, in the main bank only when the server runs with BUG_HUNT=on (PUT /admin/defects answers 409 otherwise)',
    }),
    hostsSandboxes: z.boolean().meta({
      description:
        'True when this bank hosts sandboxes, which its admin may switch whatever `maySwitchOn` says (`sandboxes` or `classId` on PUT /admin/defects)',
    }),
  })
  .meta({ id: 'DefectSwitchRules' });

/**
 * Whether this bank's own defects may be switched on: a sandbox's admin always may; the main
 * bank's only when the server runs with BUG_HUNT=on (so a demo never shows one by accident).
 * Switching every defect off is allowed everywhere and is not asked here.
 * @param ctx the request's bank: `inSandbox` and its environment
 * @returns true when PUT /admin/defects may switch any on in this bank
 */
function maySwitchOnHere(ctx: { inSandbox?: boolean | undefined; env: { BUG_HUNT: boolean } }) {
  return ctx.inSandbox === true || ctx.env.BUG_HUNT;
}

/**
 * The sandboxes of a class's students: those hosted by this bank and named after a student's
 * username (lower case), in the class's student order.
 * @throws NotFound (404) for an unknown class
 * @returns sandbox names (empty when this bank hosts none, or none is named so)
 */
function classSandboxes(
  ctx: { db: Db; sandboxes?: { exists(name: string): boolean } | undefined },
  classId: number,
): string[] {
  const students = classDetail(ctx.db, classId).studentList;
  const manager = ctx.sandboxes;
  if (!manager) return [];
  return [...new Set(students.map((s) => s.username.toLowerCase()))].filter((name) =>
    manager.exists(name),
  );
}

/**
 * A catalogue entry's texts (title, expected, actual, technique) in the reader's language, as
 * the trainer's lessons are (i18n/translate.ts); the key, area, severity and where never change.
 */
function inLanguage<
  T extends { title: string; expected: string; actual: string; technique: string },
>(entry: T, language: Language = 'en'): T {
  if (language === 'en') return entry;
  return {
    ...entry,
    title: translateText(entry.title, language),
    expected: translateText(entry.expected, language),
    actual: translateText(entry.actual, language),
    technique: translateText(entry.technique, language),
  };
}

/**
 * Bug-hunt mode: customers report defects (POST /api/defect-reports) and read which are on
 * (/api/defects/active); admins judge reports and switch defects (/api/admin/defect-reports,
 * /api/admin/defects).
 */
export const defectsRouter = router({
  /**
   * POST /api/defect-reports {title, where, steps, expected, actual, severity, requestId?} →
   * {id}: a customer's bug report; 409 when no bug hunt is running in this bank.
   */
  report: customerProcedure
    .meta({
      successStatus: 201,
      alsoAnswers: [409],
      openapi: {
        method: 'POST',
        path: '/defect-reports',
        tags: ['bug hunt'],
        summary: 'Report a bug',
        description: 'Files a bug report while a bug hunt runs in this bank (409 otherwise).',
      },
    })
    .input(ReportInput)
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => fileReport(ctx.db, ctx.user.id, input, ctx.now)),

  /** GET /api/admin/defect-reports → {reports, scores}: every report with its suggestions, and the scores. */
  reports: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/defect-reports',
        tags: ['bug hunt'],
        summary: 'Bug reports and scores',
      },
    })
    .input(z.void())
    .output(z.object({ reports: z.array(ReportSchema), scores: z.array(ScoreSchema) }))
    .query(({ ctx }) => ({
      reports: listReports(ctx.db) as z.infer<typeof ReportSchema>[],
      scores: scores(ctx.db),
    })),

  /** PATCH /api/admin/defect-reports/{id} {status, defectKey?} → the report: the trainer's verdict. */
  decide: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/defect-reports/{id}',
        tags: ['bug hunt'],
        summary: 'Confirm, mark duplicate or reject a bug report',
      },
    })
    .input(
      z.object({
        id: idParam,
        status: z.enum(['CONFIRMED', 'DUPLICATE', 'REJECTED']),
        defectKey: z.string().max(100).nullish(),
      }),
    )
    .output(ReportSchema)
    .mutation(
      ({ ctx, input }) =>
        decideReport(ctx.db, input.id, input, ctx.now) as z.infer<typeof ReportSchema>,
    ),

  /**
   * GET /api/defects/active → {on: [keys], hunting}: whether a bug hunt runs in this bank (any
   * planted defect on) and which of the defects the browser plays are on. A defect the server
   * plays is never named: its key would tell students what is wrong.
   */
  active: customerProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/defects/active',
        tags: ['bug hunt'],
        summary: 'Whether a bug hunt runs',
        description:
          "`hunting` is true while any planted defect is on in this bank, and customers may then report bugs. `on` names only the defects a screen plays in the browser and that are on (what the bank's own client needs); the others are never named, since a key says what is wrong.",
      },
    })
    .input(z.void())
    .output(
      z.object({
        on: z.array(z.string()).meta({
          description: 'The keys of the defects played in the browser that are on',
        }),
        hunting: z.boolean().meta({ description: 'True while any planted defect is on' }),
      }),
    )
    .query(({ ctx }) => {
      const on = activeDefects(ctx.db);
      return { on: BROWSER_DEFECTS.filter((key) => on.has(key)), hunting: on.size > 0 };
    }),

  /** GET /api/admin/defects → the catalogue with the answer key and each defect's state. */
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/defects',
        tags: ['bug hunt'],
        summary: 'Planted defects (answer key)',
      },
    })
    .input(z.void())
    .output(z.array(DefectSchema))
    .query(({ ctx }) => listDefects(ctx.db).map((x) => inLanguage(x, ctx.language))),

  /**
   * GET /api/admin/defects/status → {maySwitchOn, hostsSandboxes}: whether this bank's own
   * defects may be switched on (a sandbox always; the main bank only when the server runs with
   * BUG_HUNT=on, else saving any on answers 409) and whether it hosts sandboxes it may switch
   * instead. Read before any save, so the Bug hunt screen can say so up front. No errors
   * beyond the admin gate (401/403).
   */
  status: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/defects/status',
        tags: ['bug hunt'],
        summary: 'Where planted defects may be switched on',
        description:
          'Says, before any switch, whether this bank’s own defects may be switched on (`maySwitchOn`: always in a sandbox; in the main bank only when the server runs with BUG_HUNT=on, and PUT /admin/defects answers 409 otherwise) and whether this bank hosts sandboxes, which its admin may switch either way (`hostsSandboxes`).',
      },
    })
    .input(z.void())
    .output(SwitchRulesSchema)
    .query(({ ctx }) => ({
      maySwitchOn: maySwitchOnHere(ctx),
      hostsSandboxes: ctx.sandboxes !== undefined && ctx.env.SANDBOXES !== 'off',
    })),

  /**
   * GET /api/admin/defects/answer-key?all= → the answer key with who found what: the entries
   * on or found (every entry with all=true), each with its finders, the first one marked.
   */
  answerKey: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/defects/answer-key',
        tags: ['bug hunt'],
        summary: 'Answer key with who found what',
        description:
          'For after the session: the planted defects that are on or were found (all of them with `all=true`), each with expected, actual, technique and the students whose report the trainer confirmed (`foundBy`, in the order they were filed; `first` marks the first finder).',
      },
    })
    .input(
      z
        .object({
          all: textFlag.optional().meta({
            description: 'true: every catalogue entry; default: those on or found',
          }),
        })
        .prefault({}),
    )
    .output(z.array(AnswerKeyEntrySchema))
    .query(({ ctx, input }) =>
      answerKey(ctx.db, input.all === true).map((x) => inLanguage(x, ctx.language)),
    ),

  /**
   * PUT /api/admin/defects {on, sandboxes?, classId?} → {on, sandboxes, thisBank}: switches
   * exactly those defects on (the rest off) in this bank, in each named sandbox, or in a
   * class's banks (this bank, which holds the class, and the sandboxes named after its
   * students). 400 naming unknown keys; 404 for an unknown sandbox or class; 409 when
   * switching any on in the main bank without BUG_HUNT=on (a class's students' sandboxes are
   * switched all the same, the main bank left out).
   */
  save: adminProcedure
    .meta({
      alsoAnswers: [404, 409],
      openapi: {
        method: 'PUT',
        path: '/admin/defects',
        tags: ['bug hunt'],
        summary: 'Switch planted defects',
        description:
          'Switches on exactly the listed defects (all others off). In the main bank only when the server runs with BUG_HUNT=on (409 otherwise); a sandbox’s admin may always. With `sandboxes`, the main bank’s admin applies it to those sandboxes. With `classId`, it applies to the class’s banks: this bank (where the class lives) and every sandbox named after one of its students’ usernames; in the main bank without BUG_HUNT=on only those sandboxes are switched (409 when there are none). 400 names unknown keys.',
      },
    })
    .input(SwitchInput)
    .output(
      z.object({
        on: z.array(z.string()),
        sandboxes: z.array(z.string()).meta({ description: 'The sandboxes switched' }),
        thisBank: z.boolean().meta({ description: 'True when this bank was switched' }),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const unknown = unknownDefects(input.on);
      if (unknown.length > 0) throw badRequest(`Unknown defect keys: ${unknown.join(', ')}`);
      const mainBankLocked = !maySwitchOnHere(ctx) && input.on.length > 0;
      if (input.classId !== undefined) {
        const names = classSandboxes(ctx, input.classId);
        if (mainBankLocked && names.length === 0) throw conflict(MAIN_BANK_LOCKED);
        // In a cluster, each sandbox is switched by the process that holds it.
        for (const name of names) await ctx.sandboxes!.setDefects(name, input.on, ctx.now);
        if (!mainBankLocked) setActiveDefects(ctx.db, input.on, ctx.now);
        return { on: [...input.on], sandboxes: names, thisBank: !mainBankLocked };
      }
      if (input.sandboxes && input.sandboxes.length > 0) {
        const manager = ctx.sandboxes;
        if (!manager) throw conflict('This bank hosts no sandboxes');
        // Every sandbox is checked before any changes, so one bad name changes nothing.
        const missing = input.sandboxes.find((name) => !manager.exists(name));
        if (missing !== undefined) throw new NotFound('Sandbox');
        for (const name of input.sandboxes) await manager.setDefects(name, input.on, ctx.now);
        return { on: [...input.on], sandboxes: input.sandboxes, thisBank: false };
      }
      if (mainBankLocked) throw conflict(MAIN_BANK_LOCKED);
      return { on: setActiveDefects(ctx.db, input.on, ctx.now), sandboxes: [], thisBank: true };
    }),
});
