package dev.objectid.stacks.mybatis;

import com.example.shop.CustomerId;
import com.example.shop.OrderId;
import java.time.Instant;
import java.util.List;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Param;
import org.apache.ibatis.annotations.Select;

/**
 * A MyBatis mapper with typed ids as parameters and in results, with no {@code typeHandler} attribute anywhere.
 * {@code ShopMapper.xml} holds the range query.
 */
// tag::mapper[]
public interface ShopMapper {

    @Insert("insert into customers (id, name) values (#{id}, #{name})")
    void insertCustomer(@Param("id") CustomerId id, @Param("name") String name);

    @Insert("insert into orders (id, customer_id, item) values (#{id}, #{customerId}, #{item})")
    void insertOrder(OrderRow order);

    @Select("select id, customer_id, item from orders where id = #{id}")
    OrderRow findOrder(OrderId id);

    /** In ShopMapper.xml: {@code where id >= #{from} and id < #{to} order by id}. */
    List<OrderRow> findOrdersByIdRange(@Param("from") OrderId from, @Param("to") OrderId to);

    /** The orders created in {@code [from, to)}, to the second: a range scan on the primary key. */
    default List<OrderRow> findOrdersCreatedBetween(Instant from, Instant to) {
        return findOrdersByIdRange(OrderId.minFor(from), OrderId.minFor(to));
    }
}
// end::mapper[]
