-- One imported instance offer (a fixture row, not a price list).
INSERT INTO catalog_offers (offer_key, provider, json, modified) VALUES
    ('AWS|us-east-1|p5.48xlarge|h100-sxm-80gb', 'AWS',
     '{"device":"h100-sxm-80gb","provider":"AWS","region":"us-east-1","zone":"","instance":"p5.48xlarge","devices_per_instance":8,"vcpus":192,"memory_gib":2048,"on_demand_usd_per_hour":55.04,"spot_usd_per_hour":null,"reserved_usd_per_hour":null,"date":"2026-09-24","source":"fixture row (not a price list)"}',
     '2026-11-23T07:50:00Z');
