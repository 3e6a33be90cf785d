package dev.objectid.spring.data.jdbc;

import dev.objectid.ObjectId;
import dev.objectid.jdbc.ObjectIdJdbc;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.convert.ReadingConverter;

/**
 * Reads an {@link ObjectId} from the 12 bytes of its column. Any other length is an error that shows the bytes and
 * says which columns hold ids; nothing is truncated or padded.
 */
@ReadingConverter
enum BytesToObjectId implements Converter<byte[], ObjectId> {
    INSTANCE;

    @Override
    public ObjectId convert(byte[] bytes) {
        return ObjectIdJdbc.toObjectId(bytes);
    }
}
