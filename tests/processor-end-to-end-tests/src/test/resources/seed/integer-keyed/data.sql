-- Seed data of a clinic whose keys are integers: the database's identity columns give each row the next number
-- (default), and references name those numbers. SeedDataTest turns it into ObjectId seeds with the seed command.
-- tag::integer-keyed[]
INSERT INTO vets VALUES (default, 'James', 'Carter');
INSERT INTO vets VALUES (default, 'Helen', 'Leary');
INSERT INTO vets VALUES (default, 'Linda', 'Douglas');

INSERT INTO specialties VALUES (default, 'radiology');
INSERT INTO specialties VALUES (default, 'surgery');

INSERT INTO vet_specialties VALUES (2, 1);
INSERT INTO vet_specialties VALUES (3, 2), (3, 1);

INSERT INTO types VALUES (default, 'cat');
INSERT INTO types VALUES (default, 'dog');

INSERT INTO owners VALUES (default, 'George', 'Franklin', '110 W. Liberty St.', 'Madison');
INSERT INTO owners VALUES (default, 'Betty', 'Davis', '638 Cardinal Ave.', 'Sun Prairie');

INSERT INTO pets VALUES (default, 'Leo', '2010-09-07', 1, 1);
INSERT INTO pets VALUES (default, 'Basil', '2012-08-06', 2, 2);
INSERT INTO pets (id, name, birth_date, type_id, owner_id) VALUES (7, 'Samantha', '2012-09-04', 1, 2);

INSERT INTO visits VALUES (default, 7, '2013-01-01', 'rabies shot');
INSERT INTO visits VALUES (default, 7, '2013-01-04', 'spayed');
INSERT INTO visits VALUES (default, 1, '2013-01-02', 'neutered, the owner''s second visit');
-- end::integer-keyed[]
