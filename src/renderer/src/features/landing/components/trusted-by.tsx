const brands = [
  'Lumen & Co',
  'Northbeam',
  'Copperleaf',
  'Studio Vanta',
  'Orbital Press',
  'Kestrel Labs',
];

/** The trusted-by strip (spec 2.4): brand names set as type, never as pictures of text. */
export function TrustedBy() {
  return (
    <section
      aria-labelledby="trusted-title"
      className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8"
    >
      <h2 id="trusted-title" className="text-muted-foreground text-center text-sm font-medium">
        Trusted by 100,000+ creators and teams at
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4">
        {brands.map((brand, index) => (
          <li
            key={brand}
            className={
              index % 2
                ? 'text-foreground/60 font-serif text-xl italic'
                : 'text-foreground/60 text-lg font-bold tracking-[0.18em] uppercase'
            }
          >
            {brand}
          </li>
        ))}
      </ul>
    </section>
  );
}
