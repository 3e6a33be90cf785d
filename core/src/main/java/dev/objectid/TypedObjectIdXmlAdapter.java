package dev.objectid;

import jakarta.xml.bind.annotation.adapters.XmlAdapter;

/**
 * Lets JAXB ({@code jakarta.xml.bind}) write typed ids as their 24-character hexadecimal form and read them back, in
 * elements and attributes. {@link TypedObjectId} names it in {@code @XmlJavaTypeAdapter}, so a property declared with
 * a type variable bound to it ({@code ID id} in {@code BaseEntity<ID extends TypedObjectId<ID>>}) is written with
 * nothing to configure; every generated typed id nests a subclass for its own type ({@code OrderId.JaxbAdapter}), which
 * JAXB uses for properties declared with that type and which reads them back too.
 *
 * <p>A property declared with the type variable gives JAXB no concrete type to read into, so reading one fails with a
 * message saying so, unless the application hands the unmarshaller an adapter for the type it reads:
 * {@code unmarshaller.setAdapter(TypedObjectIdXmlAdapter.class, new TypedObjectIdXmlAdapter<>(OwnerId.TYPE))}.
 *
 * @param <T> the typed id
 */
public class TypedObjectIdXmlAdapter<T extends TypedObjectId<T>> extends XmlAdapter<String, T> {

    /** The typed id read, or {@code null} when the property's type gives none. */
    private final TypedIdType<T> type;

    /** Called by JAXB for a property declared with a type variable: it writes, but cannot read. */
    public TypedObjectIdXmlAdapter() {
        this.type = null;
    }

    /**
     * An adapter that reads {@code type}.
     *
     * @param type the typed id read, such as {@code OrderId.TYPE}
     * @throws NullPointerException if {@code type} is null
     */
    public TypedObjectIdXmlAdapter(TypedIdType<T> type) {
        this.type = java.util.Objects.requireNonNull(type, "type");
    }

    /**
     * Reads a typed id from the text of an element or attribute.
     *
     * @param hex the text, 24 hexadecimal digits in either case; {@code null} for an absent value
     * @return the typed id, or {@code null}
     * @throws ObjectIdFormatException if the text is not 24 hexadecimal digits; JAXB reports it with the element's
     *         position (through its validation event handler) instead of storing a wrong value
     * @throws IllegalStateException if this adapter knows no type to read into
     */
    @Override
    public T unmarshal(String hex) {
        if (hex == null) {
            return null;
        }
        if (type == null) {
            throw new IllegalStateException("Cannot read the typed id " + Texts.quote(hex) + " from XML: its property"
                    + " is declared with a type variable (such as ID id in BaseEntity<ID>), which gives JAXB no"
                    + " class to create. Declare the property with the typed id itself, or hand the unmarshaller"
                    + " the type: unmarshaller.setAdapter(TypedObjectIdXmlAdapter.class,"
                    + " new TypedObjectIdXmlAdapter<>(OrderId.TYPE)).");
        }
        return type.parse(hex);
    }

    /**
     * Writes a typed id as its lower-case hexadecimal form.
     *
     * @param id the typed id, or {@code null}
     * @return the 24-character text, or {@code null}
     */
    @Override
    public String marshal(T id) {
        return id == null ? null : id.toString();
    }
}
