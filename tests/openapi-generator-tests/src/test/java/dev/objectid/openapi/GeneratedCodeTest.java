package dev.objectid.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.ObjectId;
import dev.objectid.openapi.owner.OwnerId;
import dev.objectid.openapi.rest.api.OwnersApi;
import dev.objectid.openapi.rest.api.PetsApi;
import dev.objectid.openapi.rest.dto.OwnerDto;
import dev.objectid.openapi.rest.dto.PetDto;
import dev.objectid.openapi.rest.dto.PetFieldsDto;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What openapi-generator wrote from the spec with {@code schemaMappings}: the DTOs hold {@code ObjectId} and
 * {@code OwnerId} with no suffix and no constraint on them, and the interfaces take them as parameters carrying the
 * schema's {@code @Pattern} and {@code @Size}, which the starter's validators hold to the id's text form.
 */
class GeneratedCodeTest {

    @Test
    void theDtosHoldTheIdTypesWithoutConstraints() throws NoSuchMethodException {
        for (Method getter : List.of(
                PetDto.class.getMethod("getId"),
                PetDto.class.getMethod("getOwnerId"),
                PetFieldsDto.class.getMethod("getOwnerId"),
                OwnerDto.class.getMethod("getId"))) {
            assertThat(getter.getReturnType()).as(getter.toString()).isIn(ObjectId.class, OwnerId.class);
            assertThat(constraints(getter.getAnnotations()))
                    .as(getter.toString())
                    .isEmpty();
        }
        assertThat(PetDto.class.getMethod("getId").getReturnType()).isEqualTo(ObjectId.class);
        assertThat(OwnerDto.class.getMethod("getId").getReturnType()).isEqualTo(OwnerId.class);
    }

    @Test
    void theInterfacesTakeTheIdTypesWithTheSchemasConstraints() throws NoSuchMethodException {
        for (Method method : List.of(
                PetsApi.class.getMethod("getPet", ObjectId.class),
                PetsApi.class.getMethod("listPets", OwnerId.class),
                OwnersApi.class.getMethod("getOwner", OwnerId.class))) {
            assertThat(constraints(method.getParameterAnnotations()[0]))
                    .as(method.toString())
                    .containsExactlyInAnyOrder("@Pattern(^[0-9a-fA-F]{24}$)", "@Size(24..24)");
        }
    }

    private static List<String> constraints(Annotation[] annotations) {
        return Arrays.stream(annotations)
                .<String>mapMulti((annotation, described) -> {
                    if (annotation instanceof Pattern pattern) {
                        described.accept("@Pattern(" + pattern.regexp() + ")");
                    } else if (annotation instanceof Size size) {
                        described.accept("@Size(" + size.min() + ".." + size.max() + ")");
                    }
                })
                .toList();
    }
}
