-- tag::seed[]
-- the seed customer of every run, with a fixed id: 24 hex digits as a binary literal
insert into Customer (id, name) values (X'6740c5e1a3f29b04c7000001', 'Seed');
-- end::seed[]
