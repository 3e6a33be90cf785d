package dev.objectid.processor;

import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;

/** What every generated source has in common. */
final class GeneratedCode {

    private GeneratedCode() {
    }

    /** Adds {@code @Generated} naming the processor, when the release being compiled for has it. */
    static TypeSpec.Builder generated(TypeSpec.Builder type, Features features) {
        if (features.generatedAnnotation()) {
            type.addAnnotation(AnnotationSpec.builder(TypeNames.GENERATED)
                    .addMember("value", "$S", RuntimeContract.MARKER_VALUE)
                    .build());
        }
        return type;
    }

    static JavaFile file(ClassName name, TypeSpec type) {
        return JavaFile.builder(name.packageName(), type)
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
    }
}
