package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.ObjectId;
import dev.objectid.jdbcclinic.model.OwnerId;
import dev.objectid.jdbcclinic.repository.AuditEntry;
import dev.objectid.jdbcclinic.repository.AuditLog;
import java.sql.Types;
import java.util.List;
import javax.sql.DataSource;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.jdbc.core.DataClassRowMapper;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.jdbc.core.SqlParameterValue;
import org.springframework.jdbc.core.namedparam.MapSqlParameterSource;
import org.springframework.jdbc.core.namedparam.NamedParameterJdbcTemplate;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.core.simple.SimpleJdbcInsert;
import org.springframework.stereotype.Repository;

/**
 * The audit log's {@code char(24)} columns, in an application whose other id columns are binary: a parameter bound
 * with a character JDBC type ({@code Types.CHAR}) takes the 24 hexadecimal digits, as does every column
 * {@code SimpleJdbcInsert} finds to be a character column in the table's metadata; reading needs nothing.
 */
@DependsOnDatabaseInitialization
@Repository
public class JdbcAuditLogImpl implements AuditLog {

    private final JdbcTemplate jdbcTemplate;
    private final NamedParameterJdbcTemplate namedParameterJdbcTemplate;
    private final SimpleJdbcInsert insertEntry;
    private final JdbcClient jdbcClient;

    public JdbcAuditLogImpl(DataSource dataSource, JdbcTemplate jdbcTemplate, JdbcClient jdbcClient) {
        this.jdbcTemplate = jdbcTemplate;
        this.namedParameterJdbcTemplate = new NamedParameterJdbcTemplate(dataSource);
        this.insertEntry = new SimpleJdbcInsert(dataSource).withTableName("owner_audit");
        this.jdbcClient = jdbcClient;
    }

    @Override
    public ObjectId record(OwnerId owner, String action) {
        ObjectId id = ObjectId.generate();
        this.insertEntry.execute(new MapSqlParameterSource()
                .addValue("id", id)
                .addValue("owner_id", owner)
                .addValue("action", action));
        return id;
    }

    @Override
    public List<AuditEntry> findByOwner(OwnerId owner) {
        return this.namedParameterJdbcTemplate.query(
                "SELECT id, owner_id, action FROM owner_audit WHERE owner_id = :owner ORDER BY id",
                new MapSqlParameterSource().addValue("owner", owner, Types.CHAR),
                new DataClassRowMapper<>(AuditEntry.class));
    }

    @Override
    public long countByOwner(OwnerId owner) {
        return this.jdbcClient
                .sql("SELECT COUNT(*) FROM owner_audit WHERE owner_id = :owner")
                .param("owner", owner, Types.CHAR)
                .query(Long.class)
                .single();
    }

    @Override
    public boolean delete(ObjectId entry) {
        return this.jdbcTemplate.update(
                        "DELETE FROM owner_audit WHERE id = ?", new SqlParameterValue(Types.CHAR, entry))
                > 0;
    }
}
