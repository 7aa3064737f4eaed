-- Logos and brand (issue #16): the Logo Creator, Logo Marketing and Brand Blueprint.
--   * Costs: a Logo Creator run is a "Logo Design" run, 8 credits (spec 9, cost per generator
--     run); a mockup kit and a brand blueprint are "others", 10 each (spec 9, credit hook).
--   * Design types: a mockup kit is filed as 'logo-kit' and a guideline as 'brand-blueprint'
--     (the list matches SAVED_DESIGN_TYPES in _shared/contracts/domain/design-types.ts).
--   * The results bucket also holds the kit's ZIP, the guideline's PDF and its tokens (JSON).
update public.credit_costs set credits = 8 where key = 'logo-generate';
update public.credit_costs
   set description = 'Logo Creator run', updated_at = now()
 where key = 'logo-generate';

insert into public.credit_costs (key, credits, description) values
  ('logo-mockups', 10, 'Logo mockup kit'),
  ('brand-blueprint', 10, 'Brand blueprint')
on conflict (key) do update
  set credits = excluded.credits, description = excluded.description, updated_at = now();

alter table public.designs drop constraint if exists designs_type_check;
alter table public.designs
  add constraint designs_type_check check (
    type in (
      'logo',
      'cover',
      'artwork',
      'video',
      'moodboard',
      'background-removal',
      'object-removal',
      'enhanced-image',
      'background-generation',
      'vector',
      'vector-illustration',
      'logo-kit',
      'brand-blueprint'
    )
  );

do $$
begin
  if to_regclass('storage.buckets') is null then
    raise notice 'storage schema not present: photo-results not changed';
    return;
  end if;
  update storage.buckets
     set allowed_mime_types = array[
       'image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'image/x-icon',
       'application/zip', 'application/pdf', 'application/json'
     ]
   where id = 'photo-results';
end
$$;

-- What a tool needs to reopen a creation beyond its file: a logo's name, style, font, colours and
-- layout; a kit's items; a guideline's palette, fonts and files (the "My brand" palette is read
-- from here). Validated by the client's schema for each type; at most 64 KB.
alter table public.designs
  add column if not exists details jsonb
    check (details is null or (jsonb_typeof(details) = 'object' and octet_length(details::text) <= 65536));
