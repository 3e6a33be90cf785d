package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.dataformat.xml.XmlMapper;
import jakarta.xml.bind.JAXBContext;
import jakarta.xml.bind.UnmarshalException;
import jakarta.xml.bind.Unmarshaller;
import jakarta.xml.bind.ValidationEvent;
import jakarta.xml.bind.annotation.XmlAccessType;
import jakarta.xml.bind.annotation.XmlAccessorType;
import jakarta.xml.bind.annotation.XmlAttribute;
import jakarta.xml.bind.annotation.XmlElement;
import jakarta.xml.bind.annotation.XmlRootElement;
import jakarta.xml.bind.helpers.DefaultValidationEventHandler;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An {@link ObjectId} in XML is its hexadecimal string: in JAXB through {@link ObjectIdXmlAdapter}, which
 * {@code ObjectId} names itself, and in Jackson XML (2 and 3) through the same annotations as in JSON.
 */
class ObjectIdXmlTest {

    private static final ObjectId ID = ObjectId.parse("6632217f8a5d3e0001a0b1c2");
    private static final ObjectId OTHER = ObjectId.parse("66322180ffffffffffffffff");

    /** A JAXB-bound class with no adapter of its own: the one on ObjectId applies. */
    @XmlRootElement(name = "order")
    @XmlAccessorType(XmlAccessType.FIELD)
    static final class Order {
        @XmlAttribute
        ObjectId id;

        @XmlElement
        ObjectId customer;

        @XmlElement(name = "related")
        List<ObjectId> related = new ArrayList<>();
    }

    /** The same shape for Jackson XML. */
    record View(ObjectId id, ObjectId customer) {}

    @Test
    void jaxbWritesAttributesAndElementsAsHexAndReadsThemBack() throws Exception {
        JAXBContext context = JAXBContext.newInstance(Order.class);
        Order order = new Order();
        order.id = ID;
        order.related.add(OTHER);
        StringWriter xml = new StringWriter();
        context.createMarshaller().marshal(order, xml);

        assertThat(xml.toString())
                .contains("<order id=\"6632217f8a5d3e0001a0b1c2\">", "<related>66322180ffffffffffffffff</related>")
                .doesNotContain("<customer");
        Order read = (Order) context.createUnmarshaller().unmarshal(new StringReader(xml.toString()));
        assertThat(read.id).isEqualTo(ID);
        assertThat(read.customer).isNull();
        assertThat(read.related).containsExactly(OTHER);
    }

    @Test
    void jaxbFailsOnATextThatIsNotAnIdAndTellsItsEventHandlerWhere() throws Exception {
        Unmarshaller unmarshaller = JAXBContext.newInstance(Order.class).createUnmarshaller();
        List<ValidationEvent> events = new ArrayList<>();
        unmarshaller.setEventHandler(event -> !events.add(event)); // record, then fail at the first error
        String xml = "<order id=\"6632217f8a5d3e0001a0b1c2\">\n<customer>not-an-id</customer></order>";

        assertThatThrownBy(() -> unmarshaller.unmarshal(new StringReader(xml)))
                .isInstanceOf(UnmarshalException.class)
                .hasMessageContaining("Invalid ObjectId \"not-an-id\": length is 9");
        assertThat(events).singleElement().satisfies(event -> {
            assertThat(event.getMessage()).contains("Invalid ObjectId \"not-an-id\"");
            assertThat(event.getLocator().getLineNumber()).isEqualTo(2);
        });
    }

    /**
     * JAXB's own default, for every type it converts (numbers, dates, ids): the error goes to an event handler that
     * ignores it, and the property stays null. docs/getting-started.md tells applications to set one that fails,
     * such as JAXB's {@link DefaultValidationEventHandler}; this test shows both, so a change in JAXB shows up here.
     */
    @Test
    void jaxbsDefaultDropsAValueItCannotConvertUnlessTheApplicationSetsAFailingHandler() throws Exception {
        JAXBContext context = JAXBContext.newInstance(Order.class);
        String xml = "<order id=\"6632217f8a5d3e0001a0b1c2\"><customer>not-an-id</customer></order>";

        Order lenient = (Order) context.createUnmarshaller().unmarshal(new StringReader(xml));
        Unmarshaller strict = context.createUnmarshaller();
        strict.setEventHandler(new DefaultValidationEventHandler());

        assertThat(lenient.id).isEqualTo(ID);
        assertThat(lenient.customer).isNull();
        assertThatThrownBy(() -> strict.unmarshal(new StringReader(xml)))
                .isInstanceOf(UnmarshalException.class)
                .hasMessageContaining("Invalid ObjectId \"not-an-id\": length is 9");
    }

    @Test
    void jacksonXmlWritesAndReadsTheHexForm() throws Exception {
        View view = new View(ID, OTHER);
        XmlMapper jackson2 = new XmlMapper();
        tools.jackson.dataformat.xml.XmlMapper jackson3 =
                tools.jackson.dataformat.xml.XmlMapper.builder().build();

        String xml = "<View><id>6632217f8a5d3e0001a0b1c2</id><customer>66322180ffffffffffffffff</customer></View>";
        assertThat(jackson2.writeValueAsString(view)).isEqualTo(xml);
        assertThat(jackson3.writeValueAsString(view)).isEqualTo(xml);
        assertThat(jackson2.readValue(xml, View.class)).isEqualTo(view);
        assertThat(jackson3.readValue(xml, View.class)).isEqualTo(view);
    }
}
