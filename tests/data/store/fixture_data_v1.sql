INSERT INTO scenarios (name, tags, notes, created, modified, json) VALUES
 ('BERT fine-tune', '["nlp","small"]', 'baseline run',
  '2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z',
  '{"format": "rightsize-scenario", "version": 1, "name": "BERT fine-tune", "notes": "baseline run",
  "workload": {"kind": "fine_tuning", "model": {"preset": "bert-base-uncased"}, "batch_size": 32},
  "x_custom": {"kept": true}}
'),
 ('Llama QLoRA — 日本語 ✓', '["llm","ünïcode"]', '',
  '2026-01-06T11:00:00.000Z', '2026-01-07T12:00:00.000Z',
  '{"format":"rightsize-scenario","version":1,"name":"Llama QLoRA — 日本語 ✓","workload":{"kind":"fine_tuning","model":{"preset":"llama-2-7b"},"finetune":{"method":"qlora"}}}'),
 ('XGB 20M', '[]', 'classic',
  '2026-01-08T09:30:00.000Z', '2026-01-08T09:30:00.000Z',
  '{"format":"rightsize-scenario","version":1,"name":"XGB 20M","notes":"classic","workload":{"kind":"classic_ml","classic_ml":{"rows":20000000,"features":50}}}');
INSERT INTO user_devices (device_id, json, modified) VALUES
 ('my-a100-box', '{"id":"my-a100-box","name":"Lab A100","memory_bytes":85899345920}', '2026-01-05T10:00:00.000Z');
INSERT INTO price_overrides (device_id, json, modified) VALUES
 ('a10-24gb', '{"on_demand":{"usd_per_hour":0.75,"date":"2026-01-01","source":"negotiated"}}', '2026-01-05T10:00:00.000Z');
