package dev.objectid.spring.data.jdbc;

import dev.objectid.ObjectId;
import dev.objectid.spi.ObjectIdTypes;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;
import org.springframework.data.jdbc.core.JdbcAggregateOperations;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;
import org.springframework.data.relational.core.query.Criteria;
import org.springframework.data.relational.core.query.Query;
import org.springframework.data.repository.core.RepositoryMethodContext;
import org.springframework.data.repository.core.support.RepositoryMetadataAccess;
import org.springframework.data.support.PageableExecutionUtils;

/**
 * Implements {@link CreatedQueries} for any repository: it learns the aggregate type from the repository method being
 * called ({@link RepositoryMetadataAccess}) and its id from Spring Data JDBC's mapping context, and queries through
 * {@link JdbcAggregateOperations}. Spring Data creates it from this module's {@code META-INF/spring.factories}; it is
 * public only for that reason.
 *
 * @param <T> the aggregate root type of the repository
 */
public class CreatedQueriesImpl<T> implements CreatedQueries<T>, RepositoryMetadataAccess {

    private final JdbcAggregateOperations operations;
    private final RelationalMappingContext mappingContext;

    /**
     * Creates the fragment; Spring Data passes the application's {@code JdbcAggregateTemplate} and
     * {@code JdbcMappingContext}.
     *
     * @param operations     the operations the queries run on
     * @param mappingContext the mapping context, which tells each aggregate's id
     */
    public CreatedQueriesImpl(JdbcAggregateOperations operations, RelationalMappingContext mappingContext) {
        this.operations = Objects.requireNonNull(operations, "operations");
        this.mappingContext = Objects.requireNonNull(mappingContext, "mappingContext");
    }

    @Override
    public List<T> findAllCreatedBetween(Instant from, Instant to) {
        IdRange<T> range = IdRange.current(mappingContext);
        return operations.findAll(range.query(from, to).sort(range.byId()), range.type());
    }

    @Override
    public Page<T> findAllCreatedBetween(Instant from, Instant to, Pageable pageable) {
        Objects.requireNonNull(pageable, "pageable");
        IdRange<T> range = IdRange.current(mappingContext);
        Query query = range.query(from, to).sort(pageable.getSort()).sort(range.byId());
        if (pageable.isPaged()) {
            query = query.offset(pageable.getOffset()).limit(pageable.getPageSize());
        }
        return PageableExecutionUtils.getPage(
                operations.findAll(query, range.type()),
                pageable,
                () -> operations.count(range.query(from, to), range.type()));
    }

    @Override
    public List<T> findAllCreatedSince(Instant from) {
        IdRange<T> range = IdRange.current(mappingContext);
        Query query = Query.query(Criteria.where(range.id()).greaterThanOrEquals(range.minFor(from, "from")));
        return operations.findAll(query.sort(range.byId()), range.type());
    }

    @Override
    public long countCreatedBetween(Instant from, Instant to) {
        IdRange<T> range = IdRange.current(mappingContext);
        return operations.count(range.query(from, to), range.type());
    }

    /**
     * The aggregate type of the repository method being called, its id property, and how to turn an instant into a
     * value of the id's type.
     */
    private record IdRange<T>(Class<T> type, String id, Function<ObjectId, ?> toIdType) {

        @SuppressWarnings("unchecked")
        static <T> IdRange<T> current(RelationalMappingContext mappingContext) {
            Class<T> type = (Class<T>)
                    RepositoryMethodContext.getContext().getMetadata().getDomainType();
            RelationalPersistentProperty id =
                    mappingContext.getRequiredPersistentEntity(type).getRequiredIdProperty();
            if (ObjectIdTypes.isId(id.getType())) {
                return new IdRange<>(type, id.getName(), ObjectIdTypes.conversionTo(id.getType()));
            }
            throw new IllegalStateException(
                    "CreatedQueries needs an aggregate whose @Id is an ObjectId or a typed id;" + " " + type.getName()
                            + "." + id.getName() + " is a " + id.getType().getName());
        }

        Query query(Instant from, Instant to) {
            return Query.query(Criteria.where(id)
                    .greaterThanOrEquals(minFor(from, "from"))
                    .and(id)
                    .lessThan(minFor(to, "to")));
        }

        Object minFor(Instant time, String name) {
            return toIdType.apply(ObjectId.minFor(Objects.requireNonNull(time, name)));
        }

        Sort byId() {
            return Sort.by(id);
        }
    }
}
