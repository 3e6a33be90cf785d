package dev.objectid.jdbcclinic.repository.jdbc;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.springframework.jdbc.core.ResultSetExtractor;
import org.springframework.jdbc.core.RowMapper;

/**
 * The rows of a left join, ordered by the root's key, read as roots that hold their children: the shape of Spring Data
 * JDBC Extensions' class of this name, which PetClinic REST's repositories use.
 *
 * @param <R> the root
 * @param <C> a child
 * @param <K> the key that joins them
 */
abstract class OneToManyResultSetExtractor<R, C, K> implements ResultSetExtractor<List<R>> {

    private final RowMapper<R> rootMapper;
    private final RowMapper<C> childMapper;

    OneToManyResultSetExtractor(RowMapper<R> rootMapper, RowMapper<C> childMapper) {
        this.rootMapper = rootMapper;
        this.childMapper = childMapper;
    }

    @Override
    public List<R> extractData(ResultSet rs) throws SQLException {
        List<R> roots = new ArrayList<>();
        int row = 0;
        boolean more = rs.next();
        while (more) {
            R root = rootMapper.mapRow(rs, row);
            K primaryKey = mapPrimaryKey(rs);
            do {
                K foreignKey = mapForeignKey(rs);
                if (primaryKey.equals(foreignKey)) {
                    addChild(root, childMapper.mapRow(rs, row));
                }
                row++;
                more = rs.next();
            } while (more && primaryKey.equals(mapPrimaryKey(rs)));
            roots.add(root);
        }
        return roots;
    }

    /** The root's key in the current row. */
    protected abstract K mapPrimaryKey(ResultSet rs) throws SQLException;

    /** The child's reference to its root in the current row; null where the row has no child. */
    protected abstract K mapForeignKey(ResultSet rs) throws SQLException;

    protected abstract void addChild(R root, C child);
}
