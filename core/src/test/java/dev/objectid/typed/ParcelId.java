package dev.objectid.typed;

import com.fasterxml.jackson.annotation.JsonCreator;
import dev.objectid.ObjectId;
import dev.objectid.ObjectIdJsonbDeserializer;
import dev.objectid.ObjectIdJsonbSerializer;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;
import dev.objectid.TypedObjectIdXmlAdapter;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import jakarta.json.bind.annotation.JsonbTypeSerializer;
import jakarta.xml.bind.annotation.adapters.XmlJavaTypeAdapter;

/** A typed id of the shape objectid-processor generates, written here so that core's tests need no processor. */
@XmlJavaTypeAdapter(ParcelId.JaxbAdapter.class)
@JsonbTypeSerializer(ObjectIdJsonbSerializer.class)
@JsonbTypeDeserializer(ObjectIdJsonbDeserializer.class)
public final class ParcelId extends TypedObjectId<ParcelId> {

    public static final TypedIdType<ParcelId> TYPE = TypedIdType.define(ParcelId.class, ParcelId::new);

    private static final long serialVersionUID = 1L;

    private ParcelId(ObjectId value) {
        super(value);
    }

    public static ParcelId of(ObjectId value) {
        return new ParcelId(value);
    }

    public static ParcelId parse(CharSequence hex) {
        return TYPE.parse(hex);
    }

    public static ParcelId valueOf(String hex) {
        return TYPE.parse(hex);
    }

    @JsonCreator
    private static ParcelId fromJson(Object json) {
        return TYPE.fromJson(json);
    }

    public static final class JaxbAdapter extends TypedObjectIdXmlAdapter<ParcelId> {
        public JaxbAdapter() {
            super(TYPE);
        }
    }
}
