// A user's plan and generation allowance (spec 3 "Local plan", 4 "Local plan", 9 "Allowance by
// plan in the generator" and "Local plans"), as pure rules. The server keeps the allowance where
// the user cannot write it (public.generation_allowances, supabase/migrations/
// 20261126100000_generation_allowances.sql) and applies these same rules in SQL when a generation
// is used or given back; the generator reads its own row and shows it with them. A test on real
// Hive Local checks that the two agree (tests/integration/generation-allowance.test.ts).
import {
  GENERATOR_ALLOWANCE,
  LOCAL_PLAN_ALLOWANCE,
  LOCAL_PLAN_VALIDITY_DAYS,
  planTypeFor,
  type LocalPlanType,
} from './plans.ts';

/** A plan with its allowance. Counts are null when the plan is unlimited (enterprise). */
export type LocalPlan = {
  type: LocalPlanType;
  generationsRemaining: number | null;
  generationsTotal: number | null;
  /** ISO time the plan ends; null for a plan that does not expire (the default). */
  expiresAt: string | null;
};

/** Why a generation could not be used. */
export type GenerationRefusal = 'no_generations_left';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The default plan (spec 4): free with 3 generations, never expiring. */
export function defaultLocalPlan(): LocalPlan {
  const total = LOCAL_PLAN_ALLOWANCE.free;
  return { type: 'free', generationsRemaining: total, generationsTotal: total, expiresAt: null };
}

/** True when the plan has an end and it has come (the end itself included). */
export function isPlanExpired(plan: LocalPlan, now: Date): boolean {
  return plan.expiresAt !== null && new Date(plan.expiresAt).getTime() <= now.getTime();
}

/** The plan in force: none kept, or an expired one, reverts to the default (spec 4). */
export function currentLocalPlan(plan: LocalPlan | null, now: Date): LocalPlan {
  return plan === null || isPlanExpired(plan, now) ? defaultLocalPlan() : plan;
}

/** True for a plan with no limit on generations (enterprise, spec 4). */
export function isUnlimitedPlan(plan: LocalPlan): boolean {
  return plan.generationsTotal === null;
}

/** True when the plan in force can use one more generation. */
export function canUseGeneration(plan: LocalPlan | null, now: Date): boolean {
  const current = currentLocalPlan(plan, now);
  return isUnlimitedPlan(current) || (current.generationsRemaining ?? 0) > 0;
}

/**
 * Upgrading (spec 4, 9 "Local plans"): the plan's full allowance (free 3, basic 5, pro 50,
 * elite 100, enterprise unlimited) for 30 days from `now`.
 */
export function upgradeLocalPlan(type: LocalPlanType, now: Date): LocalPlan {
  const total = LOCAL_PLAN_ALLOWANCE[type];
  return {
    type,
    generationsRemaining: total,
    generationsTotal: total,
    expiresAt: new Date(now.getTime() + LOCAL_PLAN_VALIDITY_DAYS * DAY_MS).toISOString(),
  };
}

/**
 * Uses one generation (spec 4): the plan in force loses one; an unlimited plan is unchanged; at 0
 * the use fails and nothing changes.
 */
export function takeGeneration(
  plan: LocalPlan | null,
  now: Date,
): { ok: true; plan: LocalPlan } | { ok: false; plan: LocalPlan; reason: GenerationRefusal } {
  const current = currentLocalPlan(plan, now);
  if (isUnlimitedPlan(current)) return { ok: true, plan: current };
  const remaining = current.generationsRemaining ?? 0;
  if (remaining <= 0) return { ok: false, plan: current, reason: 'no_generations_left' };
  return { ok: true, plan: { ...current, generationsRemaining: remaining - 1 } };
}

/**
 * Gives back the generation of a run that failed or was cancelled: one more, never above the
 * plan's total (the plan may have been renewed since the run took it).
 */
export function giveBackGeneration(plan: LocalPlan): LocalPlan {
  if (plan.generationsTotal === null || plan.generationsRemaining === null) return plan;
  return {
    ...plan,
    generationsRemaining: Math.min(plan.generationsTotal, plan.generationsRemaining + 1),
  };
}

/**
 * What the generator shows (spec 9): the user's kept allowance when there is one (an expired one
 * shows as the default it reverts to), else the plan's generator allowance (free 3, basic 10,
 * pro 50, enterprise 100) for the plan the user counts as: free, or pro for an admin (spec 6).
 */
export function generatorAllowance(
  kept: LocalPlan | null,
  options: { isAdmin: boolean; now: Date },
): LocalPlan {
  if (kept) return currentLocalPlan(kept, options.now);
  const type = planTypeFor('free', options.isAdmin);
  const total = GENERATOR_ALLOWANCE[type];
  return { type, generationsRemaining: total, generationsTotal: total, expiresAt: null };
}
