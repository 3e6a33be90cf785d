-- Seed data of a clinic whose keys are integers: the database's identity columns give each row the next number
-- (default), and references name those numbers. SeedDataTest turns it into ObjectId seeds with the seed command.
-- tag::integer-keyed[]
INSERT INTO vets VALUES (decode('659200800000000001000001', 'hex'), 'James', 'Carter');
INSERT INTO vets VALUES (decode('659200800000000001000002', 'hex'), 'Helen', 'Leary');
INSERT INTO vets VALUES (decode('659200800000000001000003', 'hex'), 'Linda', 'Douglas');

INSERT INTO specialties VALUES (decode('659200800000000002000001', 'hex'), 'radiology');
INSERT INTO specialties VALUES (decode('659200800000000002000002', 'hex'), 'surgery');

INSERT INTO vet_specialties VALUES (decode('659200800000000001000002', 'hex'), decode('659200800000000002000001', 'hex'));
INSERT INTO vet_specialties VALUES (decode('659200800000000001000003', 'hex'), decode('659200800000000002000002', 'hex')), (decode('659200800000000001000003', 'hex'), decode('659200800000000002000001', 'hex'));

INSERT INTO types VALUES (decode('659200800000000003000001', 'hex'), 'cat');
INSERT INTO types VALUES (decode('659200800000000003000002', 'hex'), 'dog');

INSERT INTO owners VALUES (decode('659200800000000004000001', 'hex'), 'George', 'Franklin', '110 W. Liberty St.', 'Madison');
INSERT INTO owners VALUES (decode('659200800000000004000002', 'hex'), 'Betty', 'Davis', '638 Cardinal Ave.', 'Sun Prairie');

INSERT INTO pets VALUES (decode('659200800000000005000001', 'hex'), 'Leo', '2010-09-07', decode('659200800000000003000001', 'hex'), decode('659200800000000004000001', 'hex'));
INSERT INTO pets VALUES (decode('659200800000000005000002', 'hex'), 'Basil', '2012-08-06', decode('659200800000000003000002', 'hex'), decode('659200800000000004000002', 'hex'));
INSERT INTO pets (id, name, birth_date, type_id, owner_id) VALUES (decode('659200800000000005000007', 'hex'), 'Samantha', '2012-09-04', decode('659200800000000003000001', 'hex'), decode('659200800000000004000002', 'hex'));

INSERT INTO visits VALUES (decode('659200800000000006000001', 'hex'), decode('659200800000000005000007', 'hex'), '2013-01-01', 'rabies shot');
INSERT INTO visits VALUES (decode('659200800000000006000002', 'hex'), decode('659200800000000005000007', 'hex'), '2013-01-04', 'spayed');
INSERT INTO visits VALUES (decode('659200800000000006000003', 'hex'), decode('659200800000000005000001', 'hex'), '2013-01-02', 'neutered, the owner''s second visit');
-- end::integer-keyed[]
