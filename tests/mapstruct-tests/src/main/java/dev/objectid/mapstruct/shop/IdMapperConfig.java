package dev.objectid.mapstruct.shop;

import dev.objectid.mapstruct.ObjectIdMapper;
import org.mapstruct.MapperConfig;

/** The configuration every mapper of the application shares: ids map through ObjectIdMapper. */
// tag::config[]
@MapperConfig(uses = ObjectIdMapper.class)
public interface IdMapperConfig {}
// end::config[]
