-- Finite sizes for the free-text columns users write that had no limit yet. Most already have
-- one (designs url/prompt/name/model, folders, collections, contact messages); these did not:
--   * designs.tags: at most 20 tags, but each of any length;
--   * designs.moodboard_data: jsonb of any size (a 20 MB value was stored);
--   * credit_transactions.description: any text, through update_user_credits(p_description).
-- The limits are generous for what the app writes (tags are words of a prompt of at most 500
-- characters, a moodboard holds a style, keywords and image URLs, descriptions are short labels)
-- and leave the request body limits (REST 1 MB) the only other bound.
--
-- The constraints are NOT VALID: they hold every row inserted or updated from now on, without
-- making this migration fail on a project that already stores an oversized row. Once such rows
-- are trimmed, `alter table … validate constraint …` makes them hold for every row.

-- True when every element of p_items is present and at most p_max_length characters. A check
-- constraint cannot hold a subquery, so the per-element test lives in this function. It keeps
-- PostgreSQL's default EXECUTE for PUBLIC: a constraint runs it as whoever writes the row, and
-- nobody can call it by name (no usage on schema private).
create or replace function private.text_items_fit(p_items text[], p_max_length integer)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select not exists (
    select 1 from unnest(p_items) as item where item is null or char_length(item) > p_max_length
  );
$$;

-- A tag is a word of a prompt; 100 characters is already far past any real word.
alter table public.designs
  add constraint designs_tags_length check (private.text_items_fit(tags, 100)) not valid;

-- Measured as text, not with pg_column_size: a repetitive value compresses to a few KB on disk
-- while still costing its full size to every reader.
alter table public.designs
  add constraint designs_moodboard_data_size
  check (moodboard_data is null or octet_length(moodboard_data::text) <= 262144) not valid;

alter table public.credit_transactions
  add constraint credit_transactions_description_length
  check (description is null or char_length(description) <= 1000) not valid;
