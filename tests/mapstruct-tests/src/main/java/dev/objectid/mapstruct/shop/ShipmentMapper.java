package dev.objectid.mapstruct.shop;

import org.mapstruct.Mapper;
import org.mapstruct.factory.Mappers;

/** Shipments, through the shared {@link IdMapperConfig}: lists of typed ids, and ObjectIds to typed ids and back. */
// tag::config-mapper[]
@Mapper(config = IdMapperConfig.class)
public interface ShipmentMapper {
    // end::config-mapper[]

    ShipmentMapper INSTANCE = Mappers.getMapper(ShipmentMapper.class);

    ShipmentDto toDto(Shipment shipment);

    Shipment fromDto(ShipmentDto dto);

    Shipment fromRow(ShipmentRow row);

    ShipmentRow toRow(Shipment shipment);
}
