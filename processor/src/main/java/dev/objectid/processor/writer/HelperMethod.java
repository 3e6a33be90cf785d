package dev.objectid.processor.writer;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.objectid.ObjectId;
import dev.objectid.processor.model.Names;
import javax.lang.model.element.Modifier;

/**
 * Builds a method of a time-range helper the one way all helpers share: its summary, then its parameters, the range's
 * {@code Instant}s among them, each with its {@code @param}, then {@code @return} and {@code @throws}, in that order in
 * the Javadoc. A writer adds the statements to what {@link #builder()} returns.
 */
final class HelperMethod {

    /** The exception of every method that turns an instant into an id bound. */
    static final String OUT_OF_RANGE = "@throws IllegalArgumentException if an instant is outside "
            + ObjectId.TIMESTAMP_RANGE.replace(" .. ", " ..\n        ") + ", the range of an id's timestamp\n";

    private final MethodSpec.Builder method;
    private final boolean documented;
    private final CodeBlock.Builder summary = CodeBlock.builder();
    private final CodeBlock.Builder parameters = CodeBlock.builder();
    private final CodeBlock.Builder returnsAndThrows = CodeBlock.builder();

    private HelperMethod(MethodSpec.Builder method, boolean documented) {
        this.method = method;
        this.documented = documented;
    }

    /** A method of a generated class or interface, with Javadoc. */
    static HelperMethod named(String name, Modifier... modifiers) {
        return new HelperMethod(MethodSpec.methodBuilder(name).addModifiers(modifiers), true);
    }

    /** A public method that implements one of an interface, with {@code @Override} and without Javadoc. */
    static HelperMethod overriding(String name, TypeName returns) {
        return new HelperMethod(
                MethodSpec.methodBuilder(name)
                        .addAnnotation(Names.OVERRIDE)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(returns),
                false);
    }

    /** What the method does, the first part of its Javadoc; a JavaPoet format. */
    HelperMethod summary(String format, Object... arguments) {
        summary.add(format, arguments);
        return this;
    }

    /** A parameter and its {@code @param}, whose text is a JavaPoet format. */
    HelperMethod parameter(TypeName type, String name, String format, Object... arguments) {
        method.addParameter(type, name);
        parameters.add("@param $L ", name).add(format, arguments).add("\n");
        return this;
    }

    /** A parameter of a method without Javadoc, such as one that overrides. */
    HelperMethod parameter(TypeName type, String name) {
        method.addParameter(type, name);
        return this;
    }

    /** The range's {@code Instant} parameters and their {@code @param}s. */
    HelperMethod range(TimeRange range) {
        for (TimeRange.Bound bound : range.bounds()) {
            parameter(Names.INSTANT, bound.parameter(), "$L", bound.doc());
        }
        return this;
    }

    /** The return type and its {@code @return}. */
    HelperMethod returns(TypeName type, String doc) {
        method.returns(type);
        returnsAndThrows.add("@return $L\n", doc);
        return this;
    }

    /** {@code @throws} lines, each ending with a line break. */
    HelperMethod throwing(String doc) {
        returnsAndThrows.add("$L", doc);
        return this;
    }

    /** The method so far, with its Javadoc, for the writer to add the statements. */
    MethodSpec.Builder builder() {
        if (documented) {
            method.addJavadoc(summary.build()).addJavadoc(parameters.build()).addJavadoc(returnsAndThrows.build());
        }
        return method;
    }
}
