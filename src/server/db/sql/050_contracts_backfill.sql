-- Contracts for projects approved before contracts existed (decision 050). Idempotent: it runs on
-- every start and only touches approved applications without a contract (contracts_application_uq).
-- One milestone of the whole approved price; its state comes from the old project escrow in the
-- ledger: released when 'release:<projectId>' was posted, funded when only 'hold:<projectId>' was,
-- otherwise unfunded (funded later through a milestone payment). The money of a funded milestone
-- stays under the old 'hold:' key; Complete & Pay releases such a project's escrow the old way.
insert into contracts (
  kind, client_id, freelancer_id, project_id, application_id, title, price_cents, delivery_days,
  due_at, revisions_allowed, status, completed_at, created_at, updated_at
)
select
  'project', p.user_id, a.freelancer_id, p.id, a.id, p.title, a.proposed_price_cents, a.delivery_days,
  p.due_date, null, case when p.status = 'completed' then 'completed' else 'in_progress' end,
  case when p.status = 'completed' then coalesce(p.completed_at, now()) end,
  coalesce(p.start_date, a.decided_at, p.created_at), now()
from projects p
join job_applications a on a.id = p.approved_application_id
where p.status in ('approved', 'completed')
  and a.status = 'approved'
  and a.proposed_price_cents > 0
  and p.user_id <> a.freelancer_id
  and not exists (select 1 from contracts c where c.application_id = a.id);

insert into contract_milestones (contract_id, position, title, amount_cents, status, payment_id, funded_at, released_at)
select
  c.id, 1, left(c.title, 200), c.price_cents,
  case
    when rel.id is not null then 'released'
    when hold.id is not null then 'funded'
    else 'unfunded'
  end,
  case when hold.memo ->> 'paymentId' ~* '^[0-9a-f-]{36}$' then (hold.memo ->> 'paymentId')::uuid end,
  hold.created_at,
  rel.created_at
from contracts c
left join ledger_transactions hold on hold.idempotency_key = 'hold:' || c.project_id::text
left join ledger_transactions rel on rel.idempotency_key = 'release:' || c.project_id::text
where c.kind = 'project'
  and c.project_id is not null
  and not exists (select 1 from contract_milestones m where m.contract_id = c.id);

insert into contract_events (contract_id, actor_id, kind, data, created_at)
select c.id, null, 'created', '{"backfilled": true}'::jsonb, c.created_at
from contracts c
where c.kind = 'project'
  and not exists (select 1 from contract_events e where e.contract_id = c.id);
