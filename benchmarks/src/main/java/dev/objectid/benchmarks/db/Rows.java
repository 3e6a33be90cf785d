package dev.objectid.benchmarks.db;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.UUID;
import org.hibernate.annotations.UuidGenerator;

/**
 * The five entities of the insert benchmark: the same three payload columns, five ways of making the primary key,
 * each mapped the way a user of that scheme would map it. The DDL is in {@link KeyScheme}.
 */
final class Rows {

    private Rows() {}

    /** The payload every row carries, about 60 bytes. */
    @MappedSuperclass
    abstract static class Payload {
        @Column(name = "name", nullable = false, length = 64)
        String name;

        @Column(name = "amount", nullable = false)
        long amount;

        @Column(name = "created_at", nullable = false)
        Instant createdAt;

        void fill(long i, Instant now) {
            this.name = "customer-" + i;
            this.amount = i * 7 % 100_000;
            this.createdAt = now;
        }
    }

    /** bigint IDENTITY: the database makes the key, so Hibernate inserts one row per statement (no batching). */
    @Entity(name = "IdentityRow")
    @Table(name = "identity_row")
    static class IdentityRow extends Payload {
        @Id
        @GeneratedValue(strategy = GenerationType.IDENTITY)
        Long id;
    }

    /** bigint from a sequence with the pooled optimizer: one nextval per 50 rows. */
    @Entity(name = "SequenceRow")
    @Table(name = "sequence_row")
    static class SequenceRow extends Payload {
        @Id
        @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "sequence_row_seq")
        @SequenceGenerator(name = "sequence_row_seq", sequenceName = "sequence_row_seq", allocationSize = 50)
        Long id;
    }

    /** Random UUID (version 4), PostgreSQL {@code uuid}; Hibernate's own generator. */
    @Entity(name = "Uuid4Row")
    @Table(name = "uuid4_row")
    static class Uuid4Row extends Payload {
        @Id
        @UuidGenerator(style = UuidGenerator.Style.RANDOM)
        UUID id;
    }

    /** Time-ordered UUID (version 7), PostgreSQL {@code uuid}; Hibernate's own generator. */
    @Entity(name = "Uuid7Row")
    @Table(name = "uuid7_row")
    static class Uuid7Row extends Payload {
        @Id
        @UuidGenerator(style = UuidGenerator.Style.VERSION_7)
        UUID id;
    }

    /** Ours: {@code bytea} (the automatic BINARY(12) mapping), generated in Java before the insert. */
    @Entity(name = "ObjectIdRow")
    @Table(name = "objectid_row")
    static class ObjectIdRow extends Payload {
        @Id
        @ObjectIdGenerated
        ObjectId id;
    }
}
