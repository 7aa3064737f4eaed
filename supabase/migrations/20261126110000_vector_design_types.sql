-- Design types for the vector tools (issue #15): an SVG from the SVG Generator or a vectorized
-- image is filed as 'vector', a Vector Illustrations result as 'vector-illustration'. The list
-- matches SAVED_DESIGN_TYPES in supabase/functions/_shared/contracts/domain/design-types.ts.
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
      'vector-illustration'
    )
  );
