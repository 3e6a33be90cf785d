package dev.objectid.spring.data.jdbc;

import dev.objectid.ObjectId;
import org.springframework.core.convert.converter.Converter;
import org.springframework.data.convert.WritingConverter;

/** Writes an {@link ObjectId} as its 12 bytes. */
@WritingConverter
enum ObjectIdToBytes implements Converter<ObjectId, byte[]> {
    INSTANCE;

    @Override
    public byte[] convert(ObjectId id) {
        return id.toByteArray();
    }
}
