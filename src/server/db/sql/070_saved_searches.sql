-- Saved-search alerts (decision 070): every new service and project is queued for the alert job,
-- in the same transaction as the item, so a rolled-back insert queues nothing and no item is
-- missed across restarts. The job (modules/saved/alerts.ts) claims, matches and deletes the rows.
create or replace function saved_search_enqueue() returns trigger language plpgsql as $$
begin
  insert into saved_search_queue (kind, item_id) values (tg_argv[0], new.id)
    on conflict (kind, item_id) do nothing;
  return null;
end;
$$;

drop trigger if exists saved_search_enqueue_project on projects;
create trigger saved_search_enqueue_project after insert on projects
  for each row execute function saved_search_enqueue('projects');

drop trigger if exists saved_search_enqueue_service on services;
create trigger saved_search_enqueue_service after insert on services
  for each row execute function saved_search_enqueue('services');
