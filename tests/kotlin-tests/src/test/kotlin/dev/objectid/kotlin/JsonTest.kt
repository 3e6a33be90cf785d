package dev.objectid.kotlin

import dev.objectid.ObjectId
import org.assertj.core.api.Assertions.assertThat
import org.assertj.core.api.Assertions.assertThatThrownBy
import org.junit.jupiter.api.Test
import tools.jackson.databind.DatabindException
import tools.jackson.module.kotlin.jacksonMapperBuilder
import tools.jackson.module.kotlin.readValue

/**
 * Typed ids generated through kapt, and plain ObjectIds, in JSON with Jackson 3 and its Kotlin module (Spring Boot
 * 4's mapper): each is its 24-character hex string, read back to an equal id, with nothing registered for them.
 */
class JsonTest {

    // tag::json[]
    data class OrderView(val id: OrderId, val customer: CustomerId, val audit: ObjectId?)
    // end::json[]

    private val mapper = jacksonMapperBuilder().build()

    @Test
    fun `typed and plain ids are hex strings and read back`() {
        val view = OrderView(
            OrderId.valueOf("6632217f8a5d3e0001a0b1c2"),
            CustomerId.valueOf("66322180ffffffffffffffff"),
            ObjectId.parse("6632218100000000000000aa"),
        )

        val json = mapper.writeValueAsString(view)

        assertThat(json).isEqualTo(
            """{"id":"6632217f8a5d3e0001a0b1c2","customer":"66322180ffffffffffffffff",""" +
                """"audit":"6632218100000000000000aa"}""",
        )
        assertThat(mapper.readValue<OrderView>(json)).isEqualTo(view)
        assertThat(mapper.readValue<OrderView>(json.replace("\"6632218100000000000000aa\"", "null")).audit).isNull()
    }

    @Test
    fun `a string that is not an id is an error that names it`() {
        val json = """{"id":"not-an-id","customer":"66322180ffffffffffffffff","audit":null}"""

        assertThatThrownBy { mapper.readValue<OrderView>(json) }
            .isInstanceOf(DatabindException::class.java)
            .hasStackTraceContaining("Invalid OrderId \"not-an-id\": length is 9")
    }
}
