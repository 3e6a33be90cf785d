package dev.objectid.jdbcclinic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.jdbcclinic.model.Owner;
import dev.objectid.jdbcclinic.repository.AuditEntry;
import dev.objectid.jdbcclinic.repository.AuditLog;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The audit log's {@code char(24)} columns beside the binary ones: {@code SimpleJdbcInsert} binds the 24 hexadecimal
 * digits because the table's metadata says the columns are character columns, the queries because their parameters
 * carry {@code Types.CHAR}; reading either kind needs nothing.
 */
class HexColumnsTest extends ClinicTest {

    @Autowired
    AuditLog auditLog;

    @Test
    void idsAreStoredAsTheirHexDigitsAndReadBack() {
        Owner owner = newOwner("Hex", "Adecimal");

        ObjectId created = auditLog.record(owner.getId(), "created");
        ObjectId moved = auditLog.record(owner.getId(), "moved");

        assertThat(Stored.strings(
                        "SELECT id FROM owner_audit WHERE owner_id = ? ORDER BY id",
                        owner.getId().toString()))
                .containsExactly(created.toHexString(), moved.toHexString());
        assertThat(auditLog.findByOwner(owner.getId()))
                .containsExactly(
                        new AuditEntry(created, owner.getId(), "created"),
                        new AuditEntry(moved, owner.getId(), "moved"));
        assertThat(auditLog.countByOwner(owner.getId())).isEqualTo(2);

        assertThat(auditLog.delete(created)).isTrue();
        assertThat(auditLog.delete(created)).isFalse();
        assertThat(auditLog.findByOwner(owner.getId()))
                .extracting(AuditEntry::id)
                .containsExactly(moved);
    }
}
