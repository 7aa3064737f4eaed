import { Star } from 'lucide-react';

const testimonials = [
  {
    quote:
      'I made a month of social posts in an afternoon. The cost is right there before I click.',
    name: 'Maya R.',
    role: 'Content creator',
  },
  {
    quote: 'Background removal runs offline on my laptop — perfect for product shots on the road.',
    name: 'Jonas P.',
    role: 'E-commerce seller',
  },
  {
    quote: 'Logos, flyers and a promo video from one balance. Our small team finally has a studio.',
    name: 'Amara K.',
    role: 'Marketing lead',
  },
];

/** Testimonials (spec 2.4). */
export function Testimonials() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-gold-400 text-xs font-semibold tracking-[0.2em] uppercase">
          Testimonials
        </p>
        <h2
          id="testimonials-title"
          className="text-foreground mt-3 text-3xl font-semibold tracking-tight sm:text-4xl"
        >
          Rated 4.9/5 by creators
        </h2>
      </div>
      <ul className="mt-12 grid gap-5 md:grid-cols-3">
        {testimonials.map(({ quote, name, role }) => (
          <li key={name} className="rounded-card border-border bg-surface/70 border p-6">
            <figure>
              <div className="text-gold-400 flex" role="img" aria-label="5 out of 5 stars">
                {Array.from({ length: 5 }, (_, index) => (
                  <Star key={index} className="size-4 fill-current" aria-hidden />
                ))}
              </div>
              <blockquote className="text-foreground/90 mt-4 leading-relaxed">“{quote}”</blockquote>
              <figcaption className="mt-5 text-sm">
                <span className="text-foreground font-semibold">{name}</span>
                <span className="text-muted-foreground"> · {role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
