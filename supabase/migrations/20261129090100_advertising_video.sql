-- The Advertising Video Generator (issue #17): a rendered ad video costs 25 credits, a video
-- task's price (spec 9); editing the ad and its preview are free. The MP4, its poster and the
-- product cut-outs are stored in photo-results/<user id>/<job id>/ (video/mp4 is allowed there
-- since 20261129090000_video_results.sql).
insert into public.credit_costs (key, credits, description) values
  ('advertising-video', 25, 'Advertising video')
on conflict (key) do update
  set credits = excluded.credits, description = excluded.description, updated_at = now();
