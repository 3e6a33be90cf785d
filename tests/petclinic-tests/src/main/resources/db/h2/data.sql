-- Seed rows in the shape of Spring PetClinic's db/h2/data.sql: no column lists, keys left to the identity.
INSERT INTO vets VALUES (default, 'James', 'Carter');
INSERT INTO vets VALUES (default, 'Helen', 'Leary');
INSERT INTO vets VALUES (default, 'Linda', 'Douglas');
INSERT INTO vets VALUES (default, 'Rafael', 'Ortega');
INSERT INTO vets VALUES (default, 'Henry', 'Stevens');
INSERT INTO vets VALUES (default, 'Sharon', 'Jenkins');

INSERT INTO specialties VALUES (default, 'radiology');
INSERT INTO specialties VALUES (default, 'surgery');
INSERT INTO specialties VALUES (default, 'dentistry');

INSERT INTO vet_specialties VALUES (2, 1);
INSERT INTO vet_specialties VALUES (3, 2);
INSERT INTO vet_specialties VALUES (3, 3);
INSERT INTO vet_specialties VALUES (4, 2);
INSERT INTO vet_specialties VALUES (5, 1);

INSERT INTO types VALUES (default, 'cat');
INSERT INTO types VALUES (default, 'dog');
INSERT INTO types VALUES (default, 'lizard');
INSERT INTO types VALUES (default, 'snake');
INSERT INTO types VALUES (default, 'bird');
INSERT INTO types VALUES (default, 'hamster');

INSERT INTO owners VALUES (default, 'George', 'Franklin', '110 W. Liberty St.', 'Madison', '6085551023');
INSERT INTO owners VALUES (default, 'Betty', 'Davis', '638 Cardinal Ave.', 'Sun Prairie', '6085551749');
INSERT INTO owners VALUES (default, 'Eduardo', 'Rodriquez', '2693 Commerce St.', 'McFarland', '6085558763');
INSERT INTO owners VALUES (default, 'Harold', 'Davis', '563 Friendly St.', 'Windsor', '6085553198');
INSERT INTO owners VALUES (default, 'Peter', 'McTavish', '2387 S. Fair Way', 'Madison', '6085552765');
INSERT INTO owners VALUES (default, 'Jean', 'Coleman', '105 N. Lake St.', 'Monona', '6085552654');

INSERT INTO pets VALUES (default, 'Leo', '2020-09-07', 1, 1);
INSERT INTO pets VALUES (default, 'Basil', '2022-08-06', 6, 2);
INSERT INTO pets VALUES (default, 'Rosy', '2021-04-17', 2, 3);
INSERT INTO pets VALUES (default, 'Jewel', '2020-03-07', 2, 3);
INSERT INTO pets VALUES (default, 'Iggy', '2020-11-30', 3, 4);
INSERT INTO pets VALUES (default, 'George', '2020-01-20', 4, 5);
INSERT INTO pets VALUES (default, 'Samantha', '2022-09-04', 1, 6);
INSERT INTO pets VALUES (default, 'Max', '2022-09-04', 1, 6);

INSERT INTO visits VALUES (default, 7, '2023-03-04', 'rabies shot');
INSERT INTO visits VALUES (default, 8, '2024-03-04', 'rabies shot');
INSERT INTO visits VALUES (default, 8, '2023-06-04', 'neutered');
INSERT INTO visits VALUES (default, 7, '2023-09-04', 'spayed');
