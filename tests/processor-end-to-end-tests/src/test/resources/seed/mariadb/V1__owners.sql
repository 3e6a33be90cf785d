-- The owners of the clinic (dev.objectid.it.clinic.Owner), with seed rows whose ids are fixed: created at the times
-- chosen, the same on every database and every run. SeedDataTest runs it with Flyway on MariaDB.
create table Owner (
    id binary(12) not null,
    name varchar(255),
    telephone varchar(255),
    city varchar(255),
    primary key (id)
) engine=InnoDB;

-- tag::seed[]
-- java -jar objectid-cli.jar generate --at <times> --counter 1 --dialect mariadb prints the literals
insert into Owner (id, name, city) values
    (X'659e5c900000000000000001', 'George Franklin', 'Madison'),   -- created 2024-01-10T09:00:00Z
    (X'65c0f0e80000000000000002', 'Betty Davis', 'Sun Prairie'),   -- created 2024-02-05T14:30:00Z
    (X'65e18e840000000000000003', 'Eduardo Rodriquez', 'McFarland'); -- created 2024-03-01T08:15:00Z
-- end::seed[]
