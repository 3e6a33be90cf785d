CREATE TABLE vets (
    id         BINARY(12) PRIMARY KEY,
    first_name VARCHAR(30) NOT NULL,
    last_name  VARCHAR(30) NOT NULL
);
CREATE TABLE specialties (
    id   BINARY(12) PRIMARY KEY,
    name VARCHAR(80) NOT NULL
);
CREATE TABLE vet_specialties (
    vet_id       BINARY(12) NOT NULL REFERENCES vets (id),
    specialty_id BINARY(12) NOT NULL REFERENCES specialties (id),
    PRIMARY KEY (vet_id, specialty_id)
);
CREATE TABLE types (
    id   BINARY(12) PRIMARY KEY,
    name VARCHAR(80) NOT NULL
);
CREATE TABLE owners (
    id         BINARY(12) PRIMARY KEY,
    first_name VARCHAR(30) NOT NULL,
    last_name  VARCHAR(30) NOT NULL,
    address    VARCHAR(255) NOT NULL,
    city       VARCHAR(80) NOT NULL,
    telephone  VARCHAR(20) NOT NULL
);
CREATE TABLE pets (
    id         BINARY(12) PRIMARY KEY,
    name       VARCHAR(30) NOT NULL,
    birth_date DATE,
    type_id    BINARY(12) NOT NULL REFERENCES types (id),
    owner_id   BINARY(12) REFERENCES owners (id)
);
CREATE TABLE visits (
    id          BINARY(12) PRIMARY KEY,
    pet_id      BINARY(12) REFERENCES pets (id),
    visit_date  DATE,
    description VARCHAR(255)
);
