-- Unsaved work on scenario 2, kept by schema 6 (which did not record the revision it started from).
INSERT INTO autosave (slot, scenario_id, json, saved) VALUES
    (1, 2, '{"kept": "by schema 6"}', '2026-11-20T09:30:00.000Z');
