import { Quote, Star } from 'lucide-react';

/** A testimonial (spec 2.7). Static text. */
export function TestimonialBlock() {
  return (
    <figure className="rounded-card border-border bg-surface/70 flex flex-col gap-4 border p-6">
      <div className="flex items-center gap-1" role="img" aria-label="Rated 5 out of 5">
        {[0, 1, 2, 3, 4].map((star) => (
          <Star key={star} className="text-gold-400 fill-gold-400 size-4" aria-hidden />
        ))}
      </div>
      <blockquote className="text-foreground/90 flex gap-3 text-base leading-relaxed">
        <Quote className="text-gold-400/60 size-6 shrink-0" aria-hidden />
        <p>
          I sketch a campaign idea in one sentence and get three directions in seconds. The style
          presets save me an hour of prompt tweaking every day.
        </p>
      </blockquote>
      <figcaption className="text-muted-foreground text-sm">
        <span className="text-foreground font-medium">Maya Okafor</span> · Brand designer
      </figcaption>
    </figure>
  );
}

const samples = [
  {
    label: '4K',
    title: '4K Ultra',
    image: '/imagery/slider-fantasy-peaks.webp',
    text: 'Crisp detail for prints and banners.',
  },
  {
    label: '8K',
    title: '8K Ultra',
    image: '/imagery/slider-neon-city.webp',
    text: 'Maximum fidelity for large formats.',
  },
] as const;

/** Quality examples with 4K and 8K samples (spec 2.7). */
export function QualityExamples() {
  return (
    <section
      aria-labelledby="quality-title"
      className="rounded-card border-border bg-surface/70 flex flex-col gap-4 border p-6"
    >
      <h2 id="quality-title" className="text-foreground text-lg font-semibold">
        Ultra quality, when it matters
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {samples.map((sample) => (
          <li key={sample.label} className="flex flex-col gap-2">
            <div className="relative overflow-hidden rounded-xl">
              <img
                src={sample.image}
                alt={`${sample.title} sample`}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
              <span className="bg-gold-gradient text-primary-foreground absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-bold">
                {sample.label}
              </span>
            </div>
            <p className="text-sm">
              <span className="text-foreground font-medium">{sample.title}</span>{' '}
              <span className="text-muted-foreground">{sample.text}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
