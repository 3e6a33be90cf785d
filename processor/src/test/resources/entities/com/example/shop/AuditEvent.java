package com.example.shop;

import dev.objectid.ObjectId;
import dev.objectid.hibernate.ObjectIdGenerated;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

@Entity
public class AuditEvent {

    @Id
    @ObjectIdGenerated
    private ObjectId id;

    private String action;
}
