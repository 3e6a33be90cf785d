package dev.objectid.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import dev.objectid.TypedObjectId;
import dev.objectid.TypedObjectIdXmlAdapter;
import dev.objectid.it.shop.CustomerId;
import dev.objectid.it.shop.OrderId;
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
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.http.MediaType;
import org.springframework.http.converter.xml.Jaxb2RootElementHttpMessageConverter;
import org.springframework.mock.http.MockHttpInputMessage;
import org.springframework.mock.http.MockHttpOutputMessage;

/**
 * A typed id in XML is its hexadecimal string, with nothing to configure: in JAXB through the adapter the processor
 * nests in it and names in {@code @XmlJavaTypeAdapter} (the processor writes both when the JAXB API is on the compile
 * class path, which Hibernate puts there), or through a generic base class by the adapter of their supertype,
 * {@code TypedObjectId}; and in Jackson XML 2 and 3 through the same annotations as in JSON.
 */
class XmlRoundTripTest {

    private static final OrderId FIRST = OrderId.valueOf("6632217f8a5d3e0001a0b1c2");
    private static final OrderId SECOND = OrderId.valueOf("66322180ffffffffffffffff");
    private static final CustomerId CUSTOMER = CustomerId.valueOf("000000000000000000000000");

    /** A JAXB-bound class that declares nothing for its typed ids. */
    // tag::jaxb[]
    @XmlRootElement(name = "order")
    @XmlAccessorType(XmlAccessType.FIELD)
    static final class OrderXml {
        @XmlAttribute
        OrderId id; // <order id="6632217f8a5d3e0001a0b1c2">

        @XmlElement
        CustomerId customer; // <customer>000000000000000000000000</customer>

        @XmlElement(name = "related")
        List<OrderId> related = new ArrayList<>();
    }
    // end::jaxb[]

    /**
     * Entities of a generic base class, as in a Spring PetClinic with typed ids: JAXB sees {@code ID id} as its bound,
     * {@code TypedObjectId}, whose adapter writes every typed id. The application declares no adapter.
     */
    // tag::jaxb-base-class[]
    @XmlTransient
    @XmlAccessorType(XmlAccessType.FIELD)
    abstract static class BaseXml<ID extends TypedObjectId<ID>> {
        @XmlAttribute
        ID id;
    }

    @XmlRootElement(name = "customer")
    @XmlAccessorType(XmlAccessType.FIELD)
    static final class CustomerXml extends BaseXml<CustomerId> {
        @XmlElement
        String name;

        @XmlElement(name = "order")
        List<OrderId> orders = new ArrayList<>();
    }
    // end::jaxb-base-class[]

    /** The same shape for Jackson XML. */
    record OrderView(OrderId id, CustomerId customer, List<OrderId> related) {}

    @Test
    void jaxbWritesTypedIdsAsHexInAttributesElementsAndListsAndReadsThemBack() throws Exception {
        JAXBContext context = JAXBContext.newInstance(OrderXml.class);
        OrderXml order = new OrderXml();
        order.id = FIRST;
        order.customer = CUSTOMER;
        order.related.add(SECOND);
        StringWriter xml = new StringWriter();
        context.createMarshaller().marshal(order, xml);

        assertThat(xml.toString())
                .contains(
                        "<order id=\"6632217f8a5d3e0001a0b1c2\">",
                        "<customer>000000000000000000000000</customer>",
                        "<related>66322180ffffffffffffffff</related>");
        OrderXml read = (OrderXml) context.createUnmarshaller().unmarshal(new StringReader(xml.toString()));
        assertThat(read.id).isEqualTo(FIRST);
        assertThat(read.customer).isEqualTo(CUSTOMER);
        assertThat(read.related).containsExactly(SECOND);
    }

    @Test
    void jaxbLeavesANullTypedIdOutAndReadsAnyCase() throws Exception {
        JAXBContext context = JAXBContext.newInstance(OrderXml.class);
        StringWriter xml = new StringWriter();
        context.createMarshaller().marshal(new OrderXml(), xml);
        OrderXml read = (OrderXml)
                context.createUnmarshaller().unmarshal(new StringReader("<order id=\"6632217F8A5D3E0001A0B1C2\"/>"));

        assertThat(xml.toString()).doesNotContain("id=").doesNotContain("<customer");
        assertThat(read.id).isEqualTo(FIRST);
        assertThat(read.customer).isNull();
    }

    @Test
    void jaxbWithAFailingEventHandlerRejectsATextThatIsNoId() throws Exception {
        Unmarshaller strict = JAXBContext.newInstance(OrderXml.class).createUnmarshaller();
        strict.setEventHandler(new DefaultValidationEventHandler());

        assertThatThrownBy(() -> strict.unmarshal(new StringReader("<order><customer>abc</customer></order>")))
                .isInstanceOf(UnmarshalException.class)
                .hasMessageContaining("Invalid CustomerId \"abc\": length is 3");
    }

    @Test
    void springMvcsJaxbConverterWritesTheTypedIdOfAGenericBaseClass() throws Exception {
        CustomerXml customer = new CustomerXml();
        customer.id = CUSTOMER;
        customer.name = "Ada";
        customer.orders.add(FIRST);
        Jaxb2RootElementHttpMessageConverter converter = new Jaxb2RootElementHttpMessageConverter();
        MockHttpOutputMessage response = new MockHttpOutputMessage();

        converter.write(customer, MediaType.APPLICATION_XML, response);

        assertThat(response.getBodyAsString())
                .contains("<customer id=\"000000000000000000000000\"><name>Ada</name>"
                        + "<order>6632217f8a5d3e0001a0b1c2</order></customer>");
    }

    @Test
    void springMvcsJaxbConverterReadsWhatTheTypesSayAndNamesTheFixForTheRest() throws Exception {
        Jaxb2RootElementHttpMessageConverter converter = new Jaxb2RootElementHttpMessageConverter();
        String xml = "<customer id=\"000000000000000000000000\"><order>6632217f8a5d3e0001a0b1c2</order></customer>";

        CustomerXml read = (CustomerXml)
                converter.read(CustomerXml.class, new MockHttpInputMessage(xml.getBytes(StandardCharsets.UTF_8)));
        assertThat(read.orders).containsExactly(FIRST);
        assertThat(read.id)
                .as("JAXB's default event handler drops what it cannot read")
                .isNull();

        Unmarshaller told = JAXBContext.newInstance(CustomerXml.class).createUnmarshaller();
        told.setAdapter(TypedObjectIdXmlAdapter.class, new TypedObjectIdXmlAdapter<>(CustomerId.TYPE));
        assertThat(((CustomerXml) told.unmarshal(new StringReader(xml))).id).isEqualTo(CUSTOMER);

        Unmarshaller strict = JAXBContext.newInstance(CustomerXml.class).createUnmarshaller();
        strict.setEventHandler(new DefaultValidationEventHandler());
        assertThatThrownBy(() -> strict.unmarshal(new StringReader(xml)))
                .isInstanceOf(UnmarshalException.class)
                .hasMessageContaining("Cannot read the typed id \"000000000000000000000000\" from XML: its property is"
                        + " declared with a type variable");
    }

    @Test
    void jacksonXml2And3WriteAndReadTypedIdsAsHex() throws Exception {
        OrderView view = new OrderView(FIRST, CUSTOMER, List.of(SECOND));
        XmlMapper jackson2 = new XmlMapper();
        tools.jackson.dataformat.xml.XmlMapper jackson3 =
                tools.jackson.dataformat.xml.XmlMapper.builder().build();

        String xml = "<OrderView><id>6632217f8a5d3e0001a0b1c2</id><customer>000000000000000000000000</customer>"
                + "<related><related>66322180ffffffffffffffff</related></related></OrderView>";
        assertThat(jackson2.writeValueAsString(view)).isEqualTo(xml);
        assertThat(jackson3.writeValueAsString(view)).isEqualTo(xml);
        assertThat(jackson2.readValue(xml, OrderView.class)).isEqualTo(view);
        assertThat(jackson3.readValue(xml, OrderView.class)).isEqualTo(view);
    }

    @Test
    void jacksonXmlFailsOnATextThatIsNoIdWithTheParserMessage() {
        tools.jackson.dataformat.xml.XmlMapper jackson3 =
                tools.jackson.dataformat.xml.XmlMapper.builder().build();

        assertThatThrownBy(() -> jackson3.readValue("<OrderView><id>xyz</id></OrderView>", OrderView.class))
                .hasMessageContaining("Invalid OrderId \"xyz\": length is 3");
    }
}
