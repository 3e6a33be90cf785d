package dev.objectid.mapstruct.shop;

import dev.objectid.mapstruct.ObjectIdMapper;
import org.mapstruct.Mapper;
import org.mapstruct.Mapping;
import org.mapstruct.factory.Mappers;

/** Orders to and from their API form, with ObjectIdMapper in {@code uses}. */
// tag::uses[]
@Mapper(uses = ObjectIdMapper.class)
public interface OrderMapper {

    OrderMapper INSTANCE = Mappers.getMapper(OrderMapper.class);

    @Mapping(target = "customerId", source = "customer.id")
    OrderDto toDto(Order order); // OrderId, CustomerId and ObjectId to String

    PlaceOrder toCommand(OrderDto dto); // and String to OrderId, CustomerId and ObjectId
}
// end::uses[]
