package dev.objectid.benchmarks.db;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The MariaDB tables of the InnoDB benchmark: the key column each scheme is compared with, and the secondary index. */
class KeySchemeTest {

    @Test
    void mariaDbKeysAreBinaryColumnsAndAutoIncrement() {
        assertThat(KeyScheme.OBJECT_ID.mariaDbStatements())
                .singleElement()
                .asString()
                .startsWith("create table objectid_row (id binary(12) primary key, ");
        assertThat(KeyScheme.UUID_V4.mariaDbStatements())
                .singleElement()
                .asString()
                .contains("id binary(16)");
        assertThat(KeyScheme.UUID_V7.mariaDbStatements())
                .singleElement()
                .asString()
                .contains("id binary(16)");
        assertThat(KeyScheme.IDENTITY.mariaDbStatements())
                .singleElement()
                .asString()
                .contains("id bigint auto_increment primary key");
        assertThat(KeyScheme.SEQUENCE.mariaDbStatements())
                .first()
                .asString()
                .isEqualTo("create sequence sequence_row_seq start with 1 increment by 50 cache 1000");
    }

    @Test
    void everyMariaDbTableIsInnoDbWithTheSecondaryIndexOnCreatedAt() {
        for (KeyScheme key : KeyScheme.values()) {
            assertThat(key.mariaDbStatements())
                    .last()
                    .asString()
                    .contains("key created_at_idx (created_at)")
                    .endsWith(") engine=InnoDB");
        }
    }

    @Test
    void thePostgreSqlTablesStayAsTheyWere() {
        assertThat(KeyScheme.UUID_V4.createStatements())
                .containsExactly("create table uuid4_row (id uuid primary key, " + KeyScheme.PAYLOAD_COLUMNS + ")");
    }
}
