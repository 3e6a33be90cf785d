package dev.objectid;

import jakarta.xml.bind.annotation.adapters.XmlAdapter;

/**
 * Lets JAXB ({@code jakarta.xml.bind}) write an {@link ObjectId} as its 24-character hexadecimal form and read it back,
 * in elements and attributes. {@code ObjectId} names it in {@code @XmlJavaTypeAdapter}, so JAXB uses it for every
 * {@code ObjectId} property with nothing to configure; it is public only because JAXB instantiates it. (Without it JAXB
 * would bind {@code ObjectId} as a bean with no properties and write an empty element.)
 */
public final class ObjectIdXmlAdapter extends XmlAdapter<String, ObjectId> {

    /** Called by JAXB. */
    public ObjectIdXmlAdapter() {}

    /**
     * Reads an id from the text of an element or attribute.
     *
     * @param hex the text, 24 hexadecimal digits in either case; {@code null} for an absent value
     * @return the id, or {@code null}
     * @throws IllegalArgumentException if the text is not 24 hexadecimal digits; JAXB reports it with the element's
     *         position (through its validation event handler) instead of storing a wrong value
     */
    @Override
    public ObjectId unmarshal(String hex) {
        return hex == null ? null : ObjectId.parse(hex);
    }

    /**
     * Writes an id as its lower-case hexadecimal form.
     *
     * @param id the id, or {@code null}
     * @return the 24-character text, or {@code null}
     */
    @Override
    public String marshal(ObjectId id) {
        return id == null ? null : id.toHexString();
    }
}
