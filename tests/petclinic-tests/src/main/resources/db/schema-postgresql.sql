CREATE TABLE vets (
    id         BYTEA PRIMARY KEY,
    first_name VARCHAR(30) NOT NULL,
    last_name  VARCHAR(30) NOT NULL
);
CREATE TABLE specialties (
    id   BYTEA PRIMARY KEY,
    name VARCHAR(80) NOT NULL
);
CREATE TABLE vet_specialties (
    vet_id       BYTEA NOT NULL REFERENCES vets (id),
    specialty_id BYTEA NOT NULL REFERENCES specialties (id),
    PRIMARY KEY (vet_id, specialty_id)
);
CREATE TABLE types (
    id   BYTEA PRIMARY KEY,
    name VARCHAR(80) NOT NULL
);
CREATE TABLE owners (
    id         BYTEA PRIMARY KEY,
    first_name VARCHAR(30) NOT NULL,
    last_name  VARCHAR(30) NOT NULL,
    address    VARCHAR(255) NOT NULL,
    city       VARCHAR(80) NOT NULL,
    telephone  VARCHAR(20) NOT NULL
);
CREATE TABLE pets (
    id         BYTEA PRIMARY KEY,
    name       VARCHAR(30) NOT NULL,
    birth_date DATE,
    type_id    BYTEA NOT NULL REFERENCES types (id),
    owner_id   BYTEA REFERENCES owners (id)
);
CREATE TABLE visits (
    id          BYTEA PRIMARY KEY,
    pet_id      BYTEA REFERENCES pets (id),
    visit_date  DATE,
    description VARCHAR(255)
);
