-- The clinic's tables with ObjectId keys (postgresql), for the seed data the seed command writes; SeedDataTest runs both.
create table vets (id bytea not null primary key, first_name varchar(30), last_name varchar(30));
create table specialties (id bytea not null primary key, name varchar(80));
create table vet_specialties (vet_id bytea not null, specialty_id bytea not null,
    primary key (vet_id, specialty_id),
    foreign key (vet_id) references vets (id), foreign key (specialty_id) references specialties (id));
create table types (id bytea not null primary key, name varchar(80));
create table owners (id bytea not null primary key, first_name varchar(30), last_name varchar(30),
    address varchar(255), city varchar(80));
create table pets (id bytea not null primary key, name varchar(30), birth_date date, type_id bytea not null,
    owner_id bytea, foreign key (type_id) references types (id), foreign key (owner_id) references owners (id));
create table visits (id bytea not null primary key, pet_id bytea not null, visit_date date, description varchar(255),
    foreign key (pet_id) references pets (id));
