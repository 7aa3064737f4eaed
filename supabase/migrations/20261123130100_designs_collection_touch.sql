-- Adding a design to a collection bumps the collection's updated_at through a trigger that runs
-- as the caller; the caller needs the right to update that column (the touch trigger sets it to
-- now() on every update anyway, so a client-sent value never sticks).
grant update (updated_at) on public.design_collections to authenticated;
