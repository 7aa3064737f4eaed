import { Wand2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { anchors, paths } from '@/config/paths';

/** The in-page AI generator's place (anchor `ai-generator`, spec 2.4), until the generator feature fills it. */
export function GeneratorPlaceholder() {
  return (
    <section
      id={anchors.aiGenerator}
      aria-labelledby="ai-generator-title"
      className="mx-auto w-full max-w-7xl scroll-mt-24 px-4 sm:px-6 lg:px-8"
    >
      <div className="border-border bg-surface/70 relative overflow-hidden rounded-[1.5rem] border px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_16rem_at_50%_0%,rgb(245_184_46/0.12),transparent_70%)]"
        />
        <div className="relative mx-auto max-w-xl">
          <span className="border-gold-400/30 bg-gold-400/10 mx-auto flex size-12 items-center justify-center rounded-2xl border">
            <Wand2 className="text-gold-300 size-5" aria-hidden />
          </span>
          <h2
            id="ai-generator-title"
            className="text-foreground mt-5 text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            AI Generator
          </h2>
          <p className="text-muted-foreground mt-3">
            Prompting right here on the home page is coming soon. The full Artwork Generator is
            where it will start.
          </p>
          <Button asChild variant="outline" className="mt-7">
            <Link to={paths.artworkGenerator}>Open the Artwork Generator</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
