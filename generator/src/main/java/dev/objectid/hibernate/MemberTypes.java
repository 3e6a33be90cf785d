package dev.objectid.hibernate;

import java.lang.reflect.Field;
import java.lang.reflect.GenericDeclaration;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.ArrayList;
import java.util.List;

/**
 * The Java class of an attribute as an entity sees it: {@code ID id} declared in {@code BaseEntity<ID>} is an
 * {@code OwnerId} in {@code Owner extends Person<OwnerId>}, where reflection alone gives the erasure.
 */
final class MemberTypes {

    private MemberTypes() {}

    /**
     * Resolves the declared type of a field or getter against {@code entity}, through every generic superclass in
     * between.
     *
     * @return the class, or null when the member is neither a field nor a method
     */
    static Class<?> resolve(Member member, Class<?> entity) {
        Type declared;
        Class<?> erased;
        if (member instanceof Field) {
            declared = ((Field) member).getGenericType();
            erased = ((Field) member).getType();
        } else if (member instanceof Method) {
            declared = ((Method) member).getGenericReturnType();
            erased = ((Method) member).getReturnType();
        } else {
            return null;
        }
        Type resolved = declared instanceof TypeVariable && entity != null
                ? resolve((TypeVariable<?>) declared, entity)
                : declared;
        if (resolved instanceof Class) {
            return (Class<?>) resolved;
        }
        if (resolved instanceof ParameterizedType) {
            return (Class<?>) ((ParameterizedType) resolved).getRawType();
        }
        return erased;
    }

    /** The type argument that reaches {@code variable} from {@code entity}, or the variable when none does. */
    private static Type resolve(TypeVariable<?> variable, Class<?> entity) {
        GenericDeclaration declarer = variable.getGenericDeclaration();
        List<Class<?>> chain = new ArrayList<>();
        for (Class<?> type = entity; type != null && type != declarer; type = type.getSuperclass()) {
            chain.add(type);
        }
        if (chain.isEmpty() || chain.get(chain.size() - 1).getSuperclass() != declarer) {
            return variable; // not a superclass of the entity's
        }
        Type current = variable;
        for (int i = chain.size() - 1; i >= 0 && current instanceof TypeVariable; i--) {
            TypeVariable<?> open = (TypeVariable<?>) current;
            Type superclass = chain.get(i).getGenericSuperclass();
            if (!(superclass instanceof ParameterizedType)) {
                return open; // extended as a raw type
            }
            TypeVariable<?>[] parameters = ((Class<?>) open.getGenericDeclaration()).getTypeParameters();
            Type[] arguments = ((ParameterizedType) superclass).getActualTypeArguments();
            for (int p = 0; p < parameters.length; p++) {
                if (parameters[p].equals(open)) {
                    current = arguments[p];
                }
            }
        }
        return current;
    }
}
