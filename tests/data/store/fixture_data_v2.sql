INSERT INTO scenario_versions (scenario_id, name, tags, json, saved) VALUES
 (2, 'Llama QLoRA draft', '["llm"]', '{"format":"rightsize-scenario","version":1,"name":"Llama QLoRA draft"}', '2026-01-06T11:00:00.000Z');
