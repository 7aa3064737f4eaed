import { Gauge } from 'lucide-react';
import { Link } from 'react-router-dom';
import { isUnlimitedPlan, type LocalPlan } from '@contracts/domain/local-plan';
import { planMessages } from '@contracts/messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import type { GenerationEngine } from '@/lib/generation-engine';
import { useGenerationAllowance } from '../api/generation-allowance';

/** The allowance line in words, and whether the plan has run out. */
export type AllowanceLine = { parts: string[]; exhausted: boolean };

/** A plan's end as a reader's date ("15 Jul 2026"). */
export function formatPlanEnd(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/**
 * What the generator says about the plan (spec 3 "Local plan", 9): its name, the generations left
 * of its total (or unlimited) and its end. An admin's runs and the free local preview use none,
 * and the line says so; a plan with none left is `exhausted` (the upgrade goes to /pricing).
 */
export function allowanceLine(
  plan: LocalPlan,
  options: { isAdmin: boolean; engine: GenerationEngine | undefined },
): AllowanceLine {
  const parts = [planMessages.planName(plan.type)];
  if (options.isAdmin) return { parts: [...parts, planMessages.admin], exhausted: false };
  if (isUnlimitedPlan(plan)) parts.push(planMessages.unlimited);
  else
    parts.push(
      planMessages.generationsLeft(plan.generationsRemaining ?? 0, plan.generationsTotal ?? 0),
    );
  if (plan.expiresAt) parts.push(planMessages.until(formatPlanEnd(plan.expiresAt)));
  if (options.engine === 'local') parts.push(planMessages.localPreview);
  const exhausted = !isUnlimitedPlan(plan) && (plan.generationsRemaining ?? 0) <= 0;
  return { parts, exhausted };
}

/** The plan and generations left, under the prompt; live after every run. */
export function AllowanceNote({ engine }: { engine: GenerationEngine | undefined }) {
  const { isAdmin } = useAuth();
  const plan = useGenerationAllowance();
  if (!plan)
    return (
      <p className="text-muted-foreground text-xs" data-testid="generator-allowance">
        {planMessages.loading}
      </p>
    );
  const { parts, exhausted } = allowanceLine(plan, { isAdmin, engine });
  return (
    <p
      data-testid="generator-allowance"
      data-remaining={plan.generationsRemaining ?? 'unlimited'}
      aria-live="polite"
      className={cn(
        'flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border px-3 py-2 text-xs',
        exhausted
          ? 'border-amber-400/40 bg-amber-400/10 text-amber-200'
          : 'border-border bg-surface-raised/60 text-muted-foreground',
      )}
    >
      <Gauge
        className={cn('size-3.5', exhausted ? 'text-amber-300' : 'text-gold-300')}
        aria-hidden
      />
      {parts.map((part, index) => (
        <span key={part} className={index === 0 ? 'text-foreground font-semibold' : undefined}>
          {index > 0 && (
            <span aria-hidden className="mr-2">
              ·
            </span>
          )}
          {part}
        </span>
      ))}
      {exhausted && (
        <Link
          to={paths.pricing}
          className="text-gold-200 hover:text-gold-100 ml-auto font-semibold underline underline-offset-2"
        >
          {planMessages.upgrade}
        </Link>
      )}
    </p>
  );
}
