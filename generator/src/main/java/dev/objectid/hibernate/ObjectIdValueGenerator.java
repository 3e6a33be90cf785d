package dev.objectid.hibernate;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdGenerator;
import dev.objectid.TypedIdType;
import dev.objectid.TypedObjectId;
import dev.objectid.spi.ObjectIdTypes;
import java.lang.reflect.Member;
import java.lang.reflect.Type;
import java.util.EnumSet;
import java.util.function.Function;
import java.util.function.Supplier;
import org.hibernate.MappingException;
import org.hibernate.boot.registry.classloading.spi.ClassLoaderService;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.AnnotationBasedGenerator;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.EventTypeSets;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.service.ServiceRegistry;

/**
 * The Hibernate generator behind {@link ObjectIdGenerated}. Hibernate creates and initialises it; applications do not
 * use it directly. It is public only because Hibernate instantiates it reflectively.
 *
 * <p>It generates before the INSERT, in Java, on insert only. The conversion from {@link ObjectId} to the attribute's
 * type, and where ids come from ({@link ObjectId#generate()}, or the {@value ObjectIdGenerated#GENERATOR_SETTING}
 * setting in tests), are chosen once, when Hibernate boots.
 */
public final class ObjectIdValueGenerator
        implements BeforeExecutionGenerator, AnnotationBasedGenerator<ObjectIdGenerated> {

    private static final long serialVersionUID = 1L;

    /** Makes a new value of the attribute's Java type: a new ObjectId, converted; chosen once, at boot. */
    private Supplier<Object> newValue;
    /** {@link ObjectIdGenerated#allowAssigned()} of the annotated attribute. */
    private boolean allowAssigned;

    /** Called by Hibernate; {@link #initialize} completes the set-up. */
    public ObjectIdValueGenerator() {}

    @Override
    public void initialize(ObjectIdGenerated annotation, Member member, GeneratorCreationContext context) {
        this.allowAssigned = annotation.allowAssigned();
        Function<ObjectId, Object> toAttributeType = conversionFor(attributeType(member, context), member, context);
        Supplier<ObjectId> ids = configuredIds(context);
        this.newValue =
                ids == null ? () -> toAttributeType.apply(ObjectId.generate()) : () -> toAttributeType.apply(ids.get());
    }

    @Override
    public Object generate(
            SharedSessionContractImplementor session, Object owner, Object currentValue, EventType eventType) {
        if (allowAssigned && currentValue != null) {
            return currentValue;
        }
        return newValue.get();
    }

    @Override
    public EnumSet<EventType> getEventTypes() {
        return EventTypeSets.INSERT_ONLY;
    }

    @Override
    public boolean allowAssignedIdentifiers() {
        return allowAssigned;
    }

    /** The attribute's class, also when a generic superclass declares it ({@code ID id} in {@code BaseEntity<ID>}). */
    private static Class<?> attributeType(Member member, GeneratorCreationContext context) {
        Class<?> entity = context.getPersistentClass() != null
                ? context.getPersistentClass().getMappedClass()
                : null;
        Class<?> type = MemberTypes.resolve(member, entity);
        if (type != null) {
            return type;
        }
        throw new MappingException("@ObjectIdGenerated on " + attributeName(member, context)
                + ": cannot tell the attribute's Java type; put the annotation on a field or a getter");
    }

    /**
     * objectid-core's conversion to the attribute's type; a typed id must be one Hibernate maps (listed in the typed-id
     * list), or Hibernate would store it as a serialized object.
     */
    @SuppressWarnings("unchecked")
    private static Function<ObjectId, Object> conversionFor(
            Class<?> type, Member member, GeneratorCreationContext context) {
        boolean mapped = !TypedIdType.isTypedId(type)
                || context.getDatabase()
                                .getTypeConfiguration()
                                .getJavaTypeRegistry()
                                .findDescriptor((Type) type)
                        instanceof TypedObjectIdJavaType;
        if (!mapped && TypedObjectId.class.isAssignableFrom(type)) {
            throw new MappingException(UnregisteredTypedIdCheck.unregistered(type, attributeName(member, context)));
        }
        try {
            if (mapped) {
                return (Function<ObjectId, Object>) ObjectIdTypes.conversionTo(type);
            }
        } catch (IllegalArgumentException unsupported) {
            // reported below
        }
        throw new MappingException("@ObjectIdGenerated on " + attributeName(member, context) + " of type "
                + type.getName() + ": unsupported type. Accepted: dev.objectid.ObjectId, byte[], String, or a typed id"
                + " generated by objectid-processor (is objectid-processor on the annotation processor path?)");
    }

    /**
     * The ids of the {@value ObjectIdGenerated#GENERATOR_SETTING} setting, for tests that need predictable ids; {@code
     * null} when the setting is absent (the production path: {@link ObjectId#generate()}).
     */
    private static Supplier<ObjectId> configuredIds(GeneratorCreationContext context) {
        ServiceRegistry services = context.getServiceRegistry();
        Object value = services.requireService(ConfigurationService.class)
                .getSettings()
                .get(ObjectIdGenerated.GENERATOR_SETTING);
        if (value == null) {
            return null;
        }
        if (value instanceof ObjectIdGenerator) {
            return ((ObjectIdGenerator) value)::generate;
        }
        if (value instanceof String && !((String) value).isBlank()) {
            try {
                value = services.requireService(ClassLoaderService.class).classForName(((String) value).strip());
            } catch (RuntimeException e) {
                throw badGeneratorSetting(value, "no such class", e);
            }
        }
        if (value instanceof Class && Supplier.class.isAssignableFrom((Class<?>) value)) {
            try {
                value = ((Class<?>) value).getConstructor().newInstance();
            } catch (ReflectiveOperationException | RuntimeException e) {
                throw badGeneratorSetting(value, "cannot be made with a public no-argument constructor", e);
            }
        }
        if (value instanceof Supplier) {
            Supplier<?> supplier = (Supplier<?>) value;
            return () -> {
                Object id = supplier.get();
                if (id instanceof ObjectId) {
                    return (ObjectId) id;
                }
                throw new IllegalStateException("The " + ObjectIdGenerated.GENERATOR_SETTING + " setting's supplier "
                        + supplier.getClass().getName() + " returned "
                        + (id == null ? "null" : "a " + id.getClass().getName())
                        + " instead of a dev.objectid.ObjectId");
            };
        }
        throw badGeneratorSetting(value, "not an id source", null);
    }

    private static MappingException badGeneratorSetting(Object value, String problem, Exception cause) {
        String shown = value instanceof Class
                ? "class " + ((Class<?>) value).getName()
                : value instanceof String
                        ? "\"" + value + "\""
                        : "a " + value.getClass().getName();
        return new MappingException(
                "Setting " + ObjectIdGenerated.GENERATOR_SETTING + " is " + shown + ": " + problem
                        + ". Accepted: a dev.objectid.ObjectIdGenerator, a java.util.function.Supplier of ObjectIds, or the "
                        + "class (or class name) of such a Supplier with a public no-argument constructor",
                cause);
    }

    private static String attributeName(Member member, GeneratorCreationContext context) {
        String owner = context.getPersistentClass() != null
                ? context.getPersistentClass().getEntityName()
                : member != null ? member.getDeclaringClass().getName() : "?";
        return owner + "."
                + (member != null ? member.getName() : context.getProperty().getName());
    }
}
