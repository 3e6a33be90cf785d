package dev.objectid.micronaut.processor;

/**
 * The source of the bean factory of one typed id, as {@link TypedIdBeansVisitor} writes it: a {@code @Factory} in the
 * typed id's package with its conversions and, if asked, its serde, both made by objectid-micronaut from the typed
 * id's {@code TypedIdType}.
 *
 * @param packageName   the typed id's package
 * @param canonicalName the typed id's canonical name
 * @param simpleName    the typed id's simple name, {@code Outer.BookId} for a nested one
 * @param serde         whether to write the serde (Micronaut Serialization is on the class path)
 */
record TypedIdFactorySource(String packageName, String canonicalName, String simpleName, boolean serde) {

    /** The factory's simple name: {@code BookIdMicronautFactory}. */
    String className() {
        return simpleName.replace('.', '_').replace('$', '_') + "MicronautFactory";
    }

    /** The factory's qualified name. */
    String qualifiedName() {
        return packageName.isEmpty() ? className() : packageName + "." + className();
    }

    /** The Java source. */
    String text() {
        String type = canonicalName;
        String base = simpleName.replace('.', '_').replace('$', '_');
        String member = Character.toLowerCase(base.charAt(0)) + base.substring(1);
        StringBuilder source = new StringBuilder();
        if (!packageName.isEmpty()) {
            source.append("package ").append(packageName).append(";\n\n");
        }
        source.append("""
                /**
                 * The Micronaut beans of {@link %1$s}: its conversions%2$s. Written by objectid-micronaut-processor
                 * because an entity holds a %3$s.
                 */
                @javax.annotation.processing.Generated("dev.objectid.micronaut.processor.TypedIdBeansVisitor")
                @io.micronaut.context.annotation.Factory
                final class %4$s {

                    /**
                     * {@code %3$s} from and to text (path variables, query values, headers) and the 12 bytes of a binary
                     * column.
                     *
                     * @return the converters
                     */
                    @jakarta.inject.Singleton
                    io.micronaut.core.convert.TypeConverterRegistrar %5$sConverters() {
                        return dev.objectid.micronaut.convert.TypedIdConverters.of(
                                dev.objectid.TypedIdType.of(%1$s.class));
                    }
                """.formatted(type, serde ? " and its JSON serde" : "", simpleName, className(), member));
        if (serde) {
            source.append("""

                        /**
                         * {@code %2$s} as the JSON string of its hexadecimal form. Secondary: the application's own
                         * {@code Serde<%2$s>} wins.
                         *
                         * @return the serde
                         */
                        @jakarta.inject.Singleton
                        @io.micronaut.context.annotation.Secondary
                        io.micronaut.serde.Serde<%1$s> %3$sSerde() {
                            return dev.objectid.micronaut.serde.TypedIdSerdes.of(dev.objectid.TypedIdType.of(%1$s.class));
                        }
                    """.formatted(type, simpleName, member));
        }
        return source.append("}\n").toString();
    }
}
