-- Ids are binary(12), foreign keys too; owner_audit keeps its ids as text, char(24).
CREATE TABLE IF NOT EXISTS vets (
    id         BINARY(12) PRIMARY KEY,
    first_name VARCHAR(30),
    last_name  VARCHAR(30)
);
CREATE INDEX IF NOT EXISTS vets_last_name ON vets (last_name);

CREATE TABLE IF NOT EXISTS specialties (
    id   BINARY(12) PRIMARY KEY,
    name VARCHAR(80)
);

CREATE TABLE IF NOT EXISTS vet_specialties (
    vet_id       BINARY(12) NOT NULL REFERENCES vets (id),
    specialty_id BINARY(12) NOT NULL REFERENCES specialties (id),
    PRIMARY KEY (vet_id, specialty_id)
);

CREATE TABLE IF NOT EXISTS types (
    id   BINARY(12) PRIMARY KEY,
    name VARCHAR(80)
);

CREATE TABLE IF NOT EXISTS owners (
    id         BINARY(12) PRIMARY KEY,
    first_name VARCHAR(30),
    last_name  VARCHAR(30),
    address    VARCHAR(255),
    city       VARCHAR(80),
    telephone  VARCHAR(20)
);
CREATE INDEX IF NOT EXISTS owners_last_name ON owners (last_name);

CREATE TABLE IF NOT EXISTS pets (
    id         BINARY(12) PRIMARY KEY,
    name       VARCHAR(30),
    birth_date DATE,
    type_id    BINARY(12) NOT NULL REFERENCES types (id),
    owner_id   BINARY(12) REFERENCES owners (id)
);
CREATE INDEX IF NOT EXISTS pets_owner_id ON pets (owner_id);

CREATE TABLE IF NOT EXISTS visits (
    id          BINARY(12) PRIMARY KEY,
    pet_id      BINARY(12) NOT NULL REFERENCES pets (id),
    visit_date  DATE,
    description VARCHAR(255)
);
CREATE INDEX IF NOT EXISTS visits_pet_id ON visits (pet_id);

CREATE TABLE IF NOT EXISTS owner_audit (
    id       CHAR(24) PRIMARY KEY,
    owner_id CHAR(24) NOT NULL,
    action   VARCHAR(30) NOT NULL
);
CREATE INDEX IF NOT EXISTS owner_audit_owner_id ON owner_audit (owner_id);
