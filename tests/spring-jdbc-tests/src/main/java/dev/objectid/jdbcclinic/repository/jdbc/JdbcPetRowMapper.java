package dev.objectid.jdbcclinic.repository.jdbc;

import dev.objectid.jdbcclinic.model.OwnerId;
import dev.objectid.jdbcclinic.model.PetId;
import dev.objectid.jdbcclinic.model.PetTypeId;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import org.springframework.jdbc.core.RowMapper;

/** A row of {@code pets}, its id as {@code pets_id}; ids are read as any other value is, with {@code getObject}. */
class JdbcPetRowMapper implements RowMapper<JdbcPet> {

    @Override
    public JdbcPet mapRow(ResultSet rs, int rowNum) throws SQLException {
        JdbcPet pet = new JdbcPet();
        pet.setId(rs.getObject("pets_id", PetId.class));
        pet.setName(rs.getString("name"));
        pet.setBirthDate(rs.getObject("birth_date", LocalDate.class));
        pet.setTypeId(rs.getObject("type_id", PetTypeId.class));
        pet.setOwnerId(rs.getObject("owner_id", OwnerId.class));
        return pet;
    }
}
