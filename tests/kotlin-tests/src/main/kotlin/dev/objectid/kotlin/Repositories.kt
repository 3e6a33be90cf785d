package dev.objectid.kotlin

import dev.objectid.ObjectId
import org.springframework.data.jpa.repository.JpaRepository

interface CustomerRepository : JpaRepository<Customer, CustomerId>

// tag::repository[]
interface OrderRepository : JpaRepository<Order, OrderId>, OrderCreatedQueries    // the generated fragment
// end::repository[]

interface AuditEventRepository : JpaRepository<AuditEvent, ObjectId>, AuditEventCreatedQueries
