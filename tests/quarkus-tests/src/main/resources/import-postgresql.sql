-- tag::seed[]
-- the seed customer of every run, with a fixed id: decode, never '\x...', which depends on the session's settings
insert into Customer (id, name) values (decode('6740c5e1a3f29b04c7000001', 'hex'), 'Seed');
-- end::seed[]
