package dev.objectid.stacks.mybatis;

import dev.objectid.ObjectId;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Select;

/** A MyBatis mapper with plain ObjectIds, in a binary column and in a hex column. */
public interface EventMapper {

    @Insert("insert into events (id, kind) values (#{id}, #{kind})")
    void insertEvent(EventRow event);

    @Select("select id, kind from events order by id")
    List<EventRow> findEvents();

    // tag::hex[]
    @Insert("insert into legacy_events (id, kind)"
            + " values (#{id,typeHandler=dev.objectid.mybatis.ObjectIdHexTypeHandler}, #{kind})")
    void insertLegacyEvent(EventRow event);

    @Select("select id, kind from legacy_events order by id") // reading needs no handler: hex or binary
    List<EventRow> findLegacyEvents();
    // end::hex[]

    @Select("select too_wide from id_columns")
    ObjectId findTooWide();
}
