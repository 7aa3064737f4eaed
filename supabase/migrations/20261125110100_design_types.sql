-- Design types for photo edits: a result saved from a photo tool is filed as what the tool did,
-- not as "AI Art" (issue #14 item 7). The list matches SAVED_DESIGN_TYPES in
-- src/shared/domain/design-types.ts: the spec's logo, cover, artwork and video, moodboards, and
-- one type per photo tool.
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
      'background-generation'
    )
  );
