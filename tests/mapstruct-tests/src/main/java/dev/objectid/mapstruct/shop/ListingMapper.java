package dev.objectid.mapstruct.shop;

import dev.objectid.mapstruct.ObjectIdMapper;
import org.mapstruct.Mapper;
import org.mapstruct.factory.Mappers;

/** What ObjectIdMapper leaves alone ({@code Object} targets), and a value type it is chosen for but cannot map. */
@Mapper(uses = ObjectIdMapper.class)
public interface ListingMapper {

    ListingMapper INSTANCE = Mappers.getMapper(ListingMapper.class);

    ListingView toView(Listing listing);

    /** {@link Price} to String has no mapping but ObjectIdMapper's, which fails for it. */
    ListingText toText(Listing listing);
}
