-- Spring PetClinic REST's PostgreSQL schema (src/main/resources/db/postgres/schema.sql) with ObjectId keys: the
-- integer identities are bytea, the references too; users stays keyed by its name.
CREATE TABLE vets (id bytea PRIMARY KEY, first_name TEXT, last_name TEXT);
CREATE INDEX ON vets (last_name);
CREATE TABLE specialties (id bytea PRIMARY KEY, name TEXT);
CREATE TABLE vet_specialties (
  vet_id bytea NOT NULL REFERENCES vets (id),
  specialty_id bytea NOT NULL REFERENCES specialties (id),
  UNIQUE (vet_id, specialty_id)
);
CREATE TABLE types (id bytea PRIMARY KEY, name TEXT);
CREATE TABLE owners (id bytea PRIMARY KEY, first_name TEXT, last_name TEXT, address TEXT, city TEXT, telephone TEXT);
CREATE TABLE pets (
  id bytea PRIMARY KEY,
  name TEXT,
  birth_date DATE,
  type_id bytea NOT NULL REFERENCES types (id),
  owner_id bytea REFERENCES owners (id)
);
CREATE TABLE visits (id bytea PRIMARY KEY, pet_id bytea REFERENCES pets (id), visit_date DATE, description TEXT);
CREATE TABLE users (username VARCHAR(20) PRIMARY KEY, password VARCHAR(20) NOT NULL, enabled boolean NOT NULL DEFAULT true);
CREATE TABLE roles (
  id bytea PRIMARY KEY,
  username varchar(20) NOT NULL REFERENCES users (username),
  role varchar(20) NOT NULL,
  CONSTRAINT uni_username_role UNIQUE (role, username)
);
