package dev.objectid.typed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.ObjectId;
import dev.objectid.TypedObjectId;
import dev.objectid.TypedObjectIdXmlAdapter;
import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.UnmarshalException;
import jakarta.xml.bind.Unmarshaller;
import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.annotation.XmlTransient;
import jakarta.xml.bind.helpers.DefaultValidationEventHandler;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/**
 * Typed ids in JAXB with no adapter in the bound classes: a property of the typed id's own type through the adapter it
 * nests, and a property declared with a type variable in a generic base class ({@code ID id} in
 * {@code BaseEntity<ID extends TypedObjectId<ID>>}), which JAXB sees as its bound, through the adapter
 * {@link TypedObjectId} names.
 */
class TypedObjectIdXmlTest {

    private static final ParcelId PARCEL = ParcelId.of(ObjectId.parse("6632217f8a5d3e0001a0b1c2"));

    // tag::jaxb-base-class[]
    @XmlTransient
    @XmlAccessorType(XmlAccessType.FIELD)
    abstract static class BaseEntity<ID extends TypedObjectId<ID>> {
        @XmlAttribute
        ID id;
    }

    @XmlRootElement(name = "parcel")
    @XmlAccessorType(XmlAccessType.FIELD)
    static final class Parcel extends BaseEntity<ParcelId> {
        @XmlElement
        String name;
    }
    // end::jaxb-base-class[]

    /** The base class as a JAXB type of its own (no {@code @XmlTransient}): JAXB binds {@code ID} to its bound. */
    @XmlAccessorType(XmlAccessType.FIELD)
    abstract static class Named<ID extends TypedObjectId<ID>> {
        @XmlElement
        ID id;
    }

    @XmlRootElement(name = "crate")
    @XmlAccessorType(XmlAccessType.FIELD)
    static final class Crate extends Named<ParcelId> {
        @XmlElement
        ParcelId parcel;
    }

    @Test
    void writesTheIdOfAGenericBaseClassAsItsText() throws Exception {
        Parcel parcel = new Parcel();
        parcel.id = PARCEL;
        parcel.name = "box";
        Crate crate = new Crate();
        crate.id = PARCEL;
        crate.parcel = PARCEL;

        assertThat(marshal(parcel)).contains("<parcel id=\"6632217f8a5d3e0001a0b1c2\"><name>box</name></parcel>");
        assertThat(marshal(crate))
                .contains("<crate><id>6632217f8a5d3e0001a0b1c2</id>"
                        + "<parcel>6632217f8a5d3e0001a0b1c2</parcel></crate>");
    }

    @Test
    void readsAPropertyOfTheTypedIdsOwnType() throws Exception {
        Crate read = (Crate) failingUnmarshaller(Crate.class)
                .unmarshal(new StringReader("<crate><parcel>6632217F8A5D3E0001A0B1C2</parcel></crate>"));

        assertThat(read.parcel).isEqualTo(PARCEL);
    }

    @Test
    void readsTheIdOfAGenericBaseClassOnceTheUnmarshallerIsToldItsType() throws Exception {
        Unmarshaller unmarshaller = failingUnmarshaller(Parcel.class);
        // tag::jaxb-read-base-class[]
        unmarshaller.setAdapter(TypedObjectIdXmlAdapter.class, new TypedObjectIdXmlAdapter<>(ParcelId.TYPE));
        // end::jaxb-read-base-class[]

        Parcel read = (Parcel) unmarshaller.unmarshal(
                new StringReader("<parcel id=\"6632217f8a5d3e0001a0b1c2\"><name>box</name></parcel>"));

        assertThat(read.id).isInstanceOf(ParcelId.class).isEqualTo(PARCEL);
    }

    @Test
    void readingTheIdOfAGenericBaseClassWithoutItsTypeSaysWhatToDo() throws Exception {
        Unmarshaller unmarshaller = failingUnmarshaller(Parcel.class);

        assertThatThrownBy(() -> unmarshaller.unmarshal(
                        new StringReader("<parcel id=\"6632217f8a5d3e0001a0b1c2\"><name>box</name></parcel>")))
                .isInstanceOf(UnmarshalException.class)
                .hasMessageContaining("Cannot read the typed id \"6632217f8a5d3e0001a0b1c2\" from XML: its property is"
                        + " declared with a type variable (such as ID id in BaseEntity<ID>), which gives JAXB no class"
                        + " to create.")
                .hasMessageContaining("unmarshaller.setAdapter(TypedObjectIdXmlAdapter.class,");
    }

    @Test
    void aTextThatIsNoIdNamesTheTypedId() throws Exception {
        assertThatThrownBy(() -> failingUnmarshaller(Crate.class)
                        .unmarshal(new StringReader("<crate><parcel>zz</parcel></crate>")))
                .isInstanceOf(UnmarshalException.class)
                .hasMessageContaining("Invalid ParcelId \"zz\": length is 2");
    }

    private static String marshal(Object bound) throws Exception {
        StringWriter xml = new StringWriter();
        JAXBContext.newInstance(bound.getClass()).createMarshaller().marshal(bound, xml);
        return xml.toString();
    }

    private static Unmarshaller failingUnmarshaller(Class<?> bound) throws Exception {
        Unmarshaller unmarshaller = JAXBContext.newInstance(bound).createUnmarshaller();
        unmarshaller.setEventHandler(new DefaultValidationEventHandler());
        return unmarshaller;
    }
}
