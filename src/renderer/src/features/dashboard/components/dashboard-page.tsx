import { Coins, Cpu, Cloud, FolderOpen, ImagePlus, Scissors, ShoppingBag } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Tool } from '@contracts/tools/tool-registry';
import { LOCAL_PREVIEW_PRICE_LABEL } from '@contracts/domain/generation';
import { engineLabel } from '@contracts/tools/engine-labels';
import { TOOL_MENU, isAvailable, primaryEngine, toolCostLabel } from '@contracts/tools/tool-views';
import { ToolIcon } from '@/components/layout/tool-icon';
import { ComingSoonMark, ToolMarks } from '@/components/layout/tool-marks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { cn } from '@/lib/cn';
import { useCreditBalance } from '@/lib/credit-balance';
import { displayName } from '@/lib/display-name';
import { useGenerationEngine } from '@/lib/generation-engine';
import { useRecentDesigns } from '../api/recent-designs';

const quickActions: { label: string; to: string; Icon: LucideIcon }[] = [
  { label: 'Create Image', to: paths.artworkGenerator, Icon: ImagePlus },
  { label: 'Remove Background', to: paths.backgroundRemover, Icon: Scissors },
  { label: 'My Creations', to: paths.myDesigns, Icon: FolderOpen },
  { label: 'Buy Credits', to: paths.pricing, Icon: ShoppingBag },
];

function RecentCreations() {
  const { data, isLoading } = useRecentDesigns();
  return (
    <section aria-labelledby="recent-title" className="mt-14">
      <div className="flex items-end justify-between gap-4">
        <h2 id="recent-title" className="text-foreground text-xl font-semibold">
          Recent creations
        </h2>
        <Link to={paths.myDesigns} className="text-gold-300 text-sm hover:underline">
          See all
        </Link>
      </div>
      {isLoading ? (
        <p className="text-muted-foreground mt-4 text-sm">Loading...</p>
      ) : data && data.length > 0 ? (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {data.map((design) => (
            <li key={design.id} className="border-border overflow-hidden rounded-xl border">
              <img
                src={design.url}
                alt={design.name}
                width={240}
                height={240}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <p className="text-foreground truncate px-3 py-2 text-xs">{design.name}</p>
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-card border-border text-muted-foreground mt-4 border border-dashed p-8 text-center text-sm">
          Nothing yet — your saved creations will appear here.{' '}
          <Link to={paths.artworkGenerator} className="text-gold-300 underline underline-offset-2">
            Create your first image
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * What a tool card promises: cost and runtime for a tool that works today; only "Coming soon"
 * for one whose page is not built yet (no cost for something nobody can use). Cost and runtime
 * are display only: the server decides every charge (contracts/domain/credits.ts).
 */
function ToolFactsLine({ tool }: { tool: Tool }) {
  // The generator's engine is the server's answer: with no hosted model configured, only the
  // free local preview can run, and the card says so instead of the hosted price.
  const generationEngine = useGenerationEngine();
  if (!isAvailable(tool)) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <ComingSoonMark />
      </span>
    );
  }
  const localPreview = tool.id === 'artwork-generator' && generationEngine === 'local';
  const engine = localPreview ? 'local' : primaryEngine(tool);
  const local = engine === 'local';
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge variant="default" data-testid="tool-cost">
        {localPreview ? (
          LOCAL_PREVIEW_PRICE_LABEL
        ) : (
          <>
            <Coins className="size-3" aria-hidden /> {toolCostLabel(tool)}
          </>
        )}
      </Badge>
      <Badge
        variant="secondary"
        data-testid="tool-runtime"
        title={`Runs: ${tool.engines.map(engineLabel).join(' or ')}`}
      >
        {local ? <Cpu className="size-3" aria-hidden /> : <Cloud className="size-3" aria-hidden />}
        {engineLabel(engine)}
      </Badge>
    </span>
  );
}

/** /dashboard (spec 2.1, "View All Tools"): balance, quick actions, every tool by category with cost and runtime (or "Coming soon"), recent creations. */
export function DashboardPage() {
  const { user } = useAuth();
  const balance = useCreditBalance();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">
            Dashboard
          </p>
          <h1 className="text-foreground mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            Welcome back{user ? `, ${displayName(user)}` : ''}
          </h1>
        </div>
        <Link
          to={paths.pricing}
          className="rounded-card border-gold-400/40 bg-gold-400/8 focus-visible:ring-ring flex items-center gap-3 border px-5 py-3 outline-none focus-visible:ring-2"
          aria-label={`Credit balance: ${balance ?? 0} credits. Buy credits`}
        >
          <Coins className="text-gold-300 size-6" aria-hidden />
          <span>
            <span
              className="text-foreground block text-2xl font-semibold tabular-nums"
              data-testid="dashboard-balance"
            >
              {balance ?? '…'}
            </span>
            <span className="text-muted-foreground text-xs">credits</span>
          </span>
        </Link>
      </div>
      <nav aria-label="Quick actions" className="mt-8">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {quickActions.map(({ label, to, Icon }) => (
            <li key={label}>
              <Button
                asChild
                variant="secondary"
                size="lg"
                className="h-full min-h-11 w-full justify-start px-4 py-2.5 text-left whitespace-normal sm:px-6"
              >
                <Link to={to}>
                  <Icon aria-hidden /> {label}
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="all-tools-title" className="mt-14">
        <h2 id="all-tools-title" className="text-foreground text-xl font-semibold">
          All tools
        </h2>
        <div className="mt-6 flex flex-col gap-10">
          {TOOL_MENU.map((category) => (
            <section key={category.name} aria-label={category.name}>
              <h3 className="text-muted-foreground text-xs font-semibold tracking-[0.18em] uppercase">
                {category.name}
              </h3>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                {category.tools.map((tool) => {
                  const ready = isAvailable(tool);
                  return (
                    <li key={tool.id} data-testid="tool-card" data-status={tool.status}>
                      <Link
                        to={tool.path}
                        className={cn(
                          'rounded-card border-border focus-visible:ring-ring flex h-full flex-col gap-3 border p-5 outline-none focus-visible:ring-2',
                          ready
                            ? 'bg-surface/70 hover:border-gold-400/50'
                            : 'bg-surface/40 hover:border-border-strong border-dashed',
                        )}
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span
                            className={cn(
                              'flex size-10 items-center justify-center rounded-xl border',
                              ready
                                ? 'border-gold-400/30 bg-gold-400/10'
                                : 'border-border bg-surface-raised',
                            )}
                          >
                            <ToolIcon
                              icon={tool.icon}
                              className={cn(
                                'size-5',
                                ready ? 'text-gold-300' : 'text-muted-foreground',
                              )}
                            />
                          </span>
                          {/* The status line below says "Coming soon"; up here only badges. */}
                          {ready && <ToolMarks tool={tool} />}
                        </span>
                        <span
                          className={cn(
                            'font-semibold',
                            ready ? 'text-foreground' : 'text-foreground/80',
                          )}
                        >
                          {tool.title}
                        </span>
                        <span className="text-muted-foreground flex-1 text-sm">
                          {tool.description}
                        </span>
                        <ToolFactsLine tool={tool} />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      </section>
      <RecentCreations />
    </div>
  );
}
