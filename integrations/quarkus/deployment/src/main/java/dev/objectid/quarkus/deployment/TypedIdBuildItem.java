package dev.objectid.quarkus.deployment;

import io.quarkus.builder.item.MultiBuildItem;
import java.util.Objects;

/**
 * One typed id the application carries, as objectid-processor listed it in {@code META-INF/objectid/typed-ids}: one
 * item per class, read once at build time. Other build steps (and other extensions) consume it to register typed ids
 * with what needs them, such as the native image's reflection.
 */
public final class TypedIdBuildItem extends MultiBuildItem {

    private final String className;

    /**
     * @param className the binary name of the typed id class
     */
    public TypedIdBuildItem(String className) {
        this.className = Objects.requireNonNull(className, "className");
    }

    /**
     * The typed id class.
     *
     * @return its binary name, such as {@code com.example.shop.OrderId}
     */
    public String className() {
        return className;
    }
}
