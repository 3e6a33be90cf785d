package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.PetId;
import dev.objectid.jdbcclinic.model.Visit;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Pets left-joined with their visits, read as pets that hold their visits. */
class JdbcPetVisitExtractor extends OneToManyResultSetExtractor<JdbcPet, Visit, PetId> {

    JdbcPetVisitExtractor() {
        super(new JdbcPetRowMapper(), new JdbcVisitRowMapper());
    }

    @Override
    protected PetId mapPrimaryKey(ResultSet rs) throws SQLException {
        return rs.getObject("pets_id", PetId.class);
    }

    @Override
    protected PetId mapForeignKey(ResultSet rs) throws SQLException {
        return rs.getObject("visits_pet_id", PetId.class);
    }

    @Override
    protected void addChild(JdbcPet root, Visit child) {
        root.addVisit(child);
    }
}
