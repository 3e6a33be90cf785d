-- The clinic's tables with ObjectId keys (mariadb), for the seed data the seed command writes; SeedDataTest runs both.
create table vets (id binary(12) not null primary key, first_name varchar(30), last_name varchar(30));
create table specialties (id binary(12) not null primary key, name varchar(80));
create table vet_specialties (vet_id binary(12) not null, specialty_id binary(12) not null,
    primary key (vet_id, specialty_id),
    foreign key (vet_id) references vets (id), foreign key (specialty_id) references specialties (id));
create table types (id binary(12) not null primary key, name varchar(80));
create table owners (id binary(12) not null primary key, first_name varchar(30), last_name varchar(30),
    address varchar(255), city varchar(80));
create table pets (id binary(12) not null primary key, name varchar(30), birth_date date, type_id binary(12) not null,
    owner_id binary(12), foreign key (type_id) references types (id), foreign key (owner_id) references owners (id));
create table visits (id binary(12) not null primary key, pet_id binary(12) not null, visit_date date, description varchar(255),
    foreign key (pet_id) references pets (id));
