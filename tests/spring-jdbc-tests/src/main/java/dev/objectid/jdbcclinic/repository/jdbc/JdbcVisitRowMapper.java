package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.Visit;
import dev.objectid.jdbcclinic.model.VisitId;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import org.springframework.jdbc.core.RowMapper;

/** A row of {@code visits}, its id as {@code visit_id}. */
class JdbcVisitRowMapper implements RowMapper<Visit> {

    @Override
    public Visit mapRow(ResultSet rs, int rowNum) throws SQLException {
        Visit visit = new Visit();
        visit.setId(rs.getObject("visit_id", VisitId.class));
        visit.setDate(rs.getObject("visit_date", LocalDate.class));
        visit.setDescription(rs.getString("description"));
        return visit;
    }
}
