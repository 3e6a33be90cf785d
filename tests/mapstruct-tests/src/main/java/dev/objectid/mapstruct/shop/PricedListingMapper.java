package dev.objectid.mapstruct.shop;

import dev.objectid.mapstruct.ObjectIdMapper;
import org.mapstruct.Mapper;
import org.mapstruct.factory.Mappers;

/** {@link ListingMapper} with a method of its own for {@link Price}, which MapStruct chooses over ObjectIdMapper. */
@Mapper(uses = ObjectIdMapper.class)
public interface PricedListingMapper {

    PricedListingMapper INSTANCE = Mappers.getMapper(PricedListingMapper.class);

    ListingText toText(Listing listing);

    default String price(Price price) {
        return price == null ? null : price.amount().toPlainString();
    }
}
