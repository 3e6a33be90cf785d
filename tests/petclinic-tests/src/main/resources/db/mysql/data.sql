-- Seed rows in the shape of Spring PetClinic's db/mysql/data.sql: keys written, no column lists, INSERT IGNORE
-- so that a second load skips the rows already there.
INSERT IGNORE INTO vets VALUES (1, 'James', 'Carter');
INSERT IGNORE INTO vets VALUES (2, 'Helen', 'Leary');
INSERT IGNORE INTO vets VALUES (3, 'Linda', 'Douglas');
INSERT IGNORE INTO vets VALUES (4, 'Rafael', 'Ortega');
INSERT IGNORE INTO vets VALUES (5, 'Henry', 'Stevens');
INSERT IGNORE INTO vets VALUES (6, 'Sharon', 'Jenkins');

INSERT IGNORE INTO specialties VALUES (1, 'radiology');
INSERT IGNORE INTO specialties VALUES (2, 'surgery');
INSERT IGNORE INTO specialties VALUES (3, 'dentistry');

INSERT IGNORE INTO vet_specialties VALUES (2, 1);
INSERT IGNORE INTO vet_specialties VALUES (3, 2);
INSERT IGNORE INTO vet_specialties VALUES (3, 3);
INSERT IGNORE INTO vet_specialties VALUES (4, 2);
INSERT IGNORE INTO vet_specialties VALUES (5, 1);

INSERT IGNORE INTO types VALUES (1, 'cat');
INSERT IGNORE INTO types VALUES (2, 'dog');
INSERT IGNORE INTO types VALUES (3, 'lizard');
INSERT IGNORE INTO types VALUES (4, 'snake');
INSERT IGNORE INTO types VALUES (5, 'bird');
INSERT IGNORE INTO types VALUES (6, 'hamster');

INSERT IGNORE INTO `owners` VALUES (1, 'George', 'Franklin', '110 W. Liberty St.', 'Madison', '6085551023');
INSERT IGNORE INTO owners VALUES (2, 'Betty', 'Davis', '638 Cardinal Ave.', 'Sun Prairie', '6085551749');
INSERT IGNORE INTO owners VALUES (3, 'Eduardo', 'Rodriquez', '2693 Commerce St.', 'McFarland', '6085558763');
INSERT IGNORE INTO owners VALUES (4, 'Harold', 'Davis', '563 Friendly St.', 'Windsor', '6085553198');
INSERT IGNORE INTO owners VALUES (5, 'Peter', 'McTavish', '2387 S. Fair Way', 'Madison', '6085552765');
INSERT IGNORE INTO owners VALUES (6, 'Jean', 'Coleman', '105 N. Lake St.', 'Monona', '6085552654');

INSERT IGNORE INTO pets VALUES (1, 'Leo', '2020-09-07', 1, 1);
INSERT IGNORE INTO pets VALUES (2, 'Basil', '2022-08-06', 6, 2);
INSERT IGNORE INTO pets VALUES (3, 'Rosy', '2021-04-17', 2, 3);
INSERT IGNORE INTO pets VALUES (4, 'Jewel', '2020-03-07', 2, 3);
INSERT IGNORE INTO pets VALUES (5, 'Iggy', '2020-11-30', 3, 4);
INSERT IGNORE INTO pets VALUES (6, 'George', '2020-01-20', 4, 5);
INSERT IGNORE INTO pets VALUES (7, 'Samantha', '2022-09-04', 1, 6);
INSERT IGNORE INTO pets VALUES (8, 'Max', '2022-09-04', 1, 6);

INSERT IGNORE INTO visits VALUES (1, 7, '2023-03-04', 'rabies shot'), (2, 8, '2024-03-04', 'rabies shot');
INSERT IGNORE INTO visits VALUES (3, 8, '2023-06-04', 'neutered'), (4, 7, '2023-09-04', 'spayed');
