-- Shaped like Spring PetClinic REST's HSQLDB seed file (src/main/resources/db/hsqldb/populateDB.sql): every key
-- written, inserts without a column list.
INSERT INTO vets VALUES (1, 'James', 'Carter');
INSERT INTO vets VALUES (2, 'Helen', 'Leary');

INSERT INTO specialties VALUES (1, 'radiology');
INSERT INTO specialties VALUES (2, 'surgery');

INSERT INTO vet_specialties VALUES (2, 1);
INSERT INTO vet_specialties VALUES (2, 2);

INSERT INTO types VALUES (1, 'cat');
INSERT INTO types VALUES (2, 'dog');

INSERT INTO owners VALUES (1, 'George', 'Franklin', '110 W. Liberty St.', 'Madison', '6085551023');
INSERT INTO owners VALUES (2, 'Betty', 'Davis', '638 Cardinal Ave.', 'Sun Prairie', '6085551749');

INSERT INTO pets VALUES (1, 'Leo', '2010-09-07', 1, 1);
INSERT INTO pets VALUES (2, 'Basil', '2012-08-06', 2, 2);

INSERT INTO visits VALUES (1, 2, '2013-01-01', 'rabies shot');

INSERT INTO users(username,password,enabled) VALUES ('admin','{noop}admin', true);
INSERT INTO authorities (username, authority) VALUES ('admin', 'ROLE_OWNER_ADMIN');
