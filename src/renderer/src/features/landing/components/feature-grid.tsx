import { Clock, Cpu, Download, Layers, ShieldCheck, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

const features: { title: string; body: string; Icon: LucideIcon }[] = [
  {
    title: '10 second average generation',
    body: 'From prompt to three variations while your coffee is still hot.',
    Icon: Clock,
  },
  {
    title: 'Every tool, one balance',
    body: 'Images, video, logos, moodboards and photo edits all spend the same credits.',
    Icon: Layers,
  },
  {
    title: 'Runs offline where it can',
    body: 'Background removal, upscaling and more run on your own machine.',
    Icon: Cpu,
  },
  {
    title: 'Costs shown up front',
    body: 'Every operation shows its cost before it runs. No surprises.',
    Icon: Sparkles,
  },
  {
    title: 'High-resolution exports',
    body: 'PNG up to 2048 px, vector SVG from the vector tools.',
    Icon: Download,
  },
  {
    title: '99.9% uptime',
    body: '30-day money-back guarantee and 24/7 email support.',
    Icon: ShieldCheck,
  },
];

/** The feature grid (spec 2.4). */
export function FeatureGrid() {
  return (
    <section
      aria-labelledby="features-title"
      className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">
          Why Hive Studio
        </p>
        <h2
          id="features-title"
          className="text-foreground mt-3 text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          Everything a creator needs
        </h2>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ title, body, Icon }) => (
          <li key={title} className="rounded-card border-border bg-surface/70 border p-6">
            <span className="border-gold-400/30 bg-gold-400/10 flex size-10 items-center justify-center rounded-xl border">
              <Icon className="text-gold-300 size-5" aria-hidden />
            </span>
            <h3 className="text-foreground mt-4 font-semibold">{title}</h3>
            <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
