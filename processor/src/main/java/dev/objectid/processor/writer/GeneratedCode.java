package dev.objectid.processor.writer;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.objectid.processor.model.Features;
import dev.objectid.processor.model.Names;
import dev.objectid.spi.TypedIdContract;
import java.util.Set;

/** What every generated source has in common. */
public final class GeneratedCode {

    private GeneratedCode() {}

    /**
     * Adds {@code @Generated} naming the processor, when the release being compiled for has it, and has every type of
     * another package whose simple name is also that of a type in the package ({@code packageTypes}) written
     * qualified: a class {@code com.example.String} would otherwise be what {@code String} means in the file.
     */
    public static TypeSpec.Builder generated(TypeSpec.Builder type, Features features, Set<String> packageTypes) {
        type.alwaysQualify(packageTypes.toArray(new String[0]));
        if (features.generatedAnnotation()) {
            type.addAnnotation(AnnotationSpec.builder(Names.GENERATED)
                    .addMember("value", "$S", TypedIdContract.MARKER_VALUE)
                    .build());
        }
        return type;
    }

    public static JavaFile file(ClassName name, TypeSpec type) {
        return JavaFile.builder(name.packageName(), type)
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }
}
