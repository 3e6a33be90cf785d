package dev.objectid.kotlin

import dev.objectid.ObjectId
import dev.objectid.it.db.TestDatabases
import java.time.Instant
import javax.sql.DataSource
import org.assertj.core.api.Assertions.assertThat
import org.junit.jupiter.api.Test
import org.springframework.beans.factory.annotation.Autowired
import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest
import org.springframework.boot.jdbc.test.autoconfigure.AutoConfigureTestDatabase
import org.springframework.boot.test.context.TestConfiguration
import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Import
import org.springframework.data.domain.PageRequest

/**
 * Kotlin entities whose typed ids objectid-processor generated through kapt, in a Spring Boot context (the
 * `@DataJpaTest` slice) on this run's database: ids generated on persist, foreign keys by typed id, and the
 * generated time-range fragment of a Spring Data JPA repository.
 */
@DataJpaTest(properties = ["spring.jpa.hibernate.ddl-auto=create-drop"])
@AutoConfigureTestDatabase(replace = AutoConfigureTestDatabase.Replace.NONE)
@Import(KotlinShopTest.Database::class)
class KotlinShopTest @Autowired constructor(
    private val customers: CustomerRepository,
    private val orders: OrderRepository,
    private val auditEvents: AuditEventRepository,
) {

    @TestConfiguration(proxyBeanMethods = false)
    class Database {
        @Bean
        fun dataSource(): DataSource = TestDatabases.create().dataSource()
    }

    @Test
    fun `ids are generated on persist, typed, and foreign keys hold them`() {
        val ada = customers.save(Customer("Ada"))
        val tea = orders.save(Order(ada, "tea"))

        assertThat(ada.id).isInstanceOf(CustomerId::class.java)
        assertThat(tea.id).isInstanceOf(OrderId::class.java)
        orders.flush()
        val found = orders.findById(tea.id!!).orElseThrow()
        assertThat(found.customer.id).isEqualTo(ada.id)
    }

    @Test
    fun `the generated fragment selects by creation time through the id`() {
        val ada = customers.save(Customer("Ada"))
        val created = listOf(NOON, NOON.plusMillis(999), NOON.plusSeconds(1), NOON.plusSeconds(2))
            .map { orders.save(Order(ada, "item", OrderId.of(ObjectId.generate(it)))).id }
        val from = NOON.plusMillis(500)
        val to = NOON.plusSeconds(2)

        // tag::created[]
        val between = orders.findAllCreatedBetween(from, to)          // [from, to), to the second
        val howMany = orders.countCreatedBetween(from, to)
        val firstPage = orders.findAllCreatedBetween(from, to, PageRequest.of(0, 2))
        // end::created[]

        assertThat(between.map { it.id }).containsExactly(created[0], created[1], created[2])
        assertThat(howMany).isEqualTo(3)
        assertThat(firstPage.content.map { it.id }).containsExactly(created[0], created[1])
        assertThat(firstPage.totalElements).isEqualTo(3)
    }

    @Test
    fun `plain ObjectIds need no processor at all`() {
        val before = Instant.now().minusSeconds(1)

        val saved = auditEvents.save(AuditEvent("login"))

        assertThat(saved.id).isNotNull()
        assertThat(auditEvents.findAllCreatedBetween(before, Instant.now().plusSeconds(1)).map { it.action })
            .containsExactly("login")
    }

    private companion object {
        val NOON: Instant = Instant.parse("2026-05-04T12:00:00Z")
    }
}
