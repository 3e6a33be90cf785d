package dev.objectid.hibernate;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import org.hibernate.metamodel.mapping.JdbcMapping;
import org.hibernate.metamodel.mapping.JdbcMappingContainer;
import org.hibernate.query.sqm.SqmExpressible;
import org.hibernate.query.sqm.produce.function.ArgumentsValidator;
import org.hibernate.query.sqm.produce.function.FunctionArgumentException;
import org.hibernate.query.sqm.tree.SqmTypedNode;
import org.hibernate.sql.ast.tree.SqlAstNode;
import org.hibernate.sql.ast.tree.expression.Expression;
import org.hibernate.type.descriptor.java.JavaType;
import org.hibernate.type.descriptor.jdbc.JdbcType;
import org.hibernate.type.spi.TypeConfiguration;

/**
 * The one argument of the id functions: an {@link dev.objectid.ObjectId} or a typed id, stored as binary. Checked when
 * a query is parsed, as far as the types are known then, and again with the JDBC types before the SQL is written.
 */
final class ObjectIdArgument implements ArgumentsValidator {

    static final ObjectIdArgument VALIDATOR = new ObjectIdArgument();

    /*
     * SqmTypedNode.getExpressible() and SqmExpressible.getSqmType() return other types in Hibernate 6 than in 7, so a
     * call compiled against one fails on the other: they are called by name, which both lines have.
     */
    private static final Method GET_EXPRESSIBLE = method(SqmTypedNode.class, "getExpressible");
    private static final Method GET_SQM_TYPE = method(SqmExpressible.class, "getSqmType");

    private ObjectIdArgument() {}

    /**
     * Whether a function's arguments are one id stored as binary, the case the id functions handle; {@code false} also
     * when the types are not known yet (a parameter, for example).
     */
    static boolean isBinaryId(List<?> arguments) {
        if (arguments.size() != 1 || !(arguments.get(0) instanceof SqmTypedNode<?> argument)) {
            return false;
        }
        JdbcType storedAs = storedAs(argument);
        return isIdType(argument.getNodeJavaType()) && storedAs != null && storedAs.isBinary();
    }

    // Hibernate 7 calls this through validate(List, String, BindingContext); Hibernate 6.6 calls it directly.
    @Override
    @SuppressWarnings({"deprecation", "removal"})
    public void validate(
            List<? extends SqmTypedNode<?>> arguments, String functionName, TypeConfiguration typeConfiguration) {
        if (arguments.size() != 1) {
            throw new FunctionArgumentException("Function '" + functionName + "()' takes exactly one argument, an "
                    + "ObjectId or a typed id, but " + arguments.size() + " were given");
        }
        SqmTypedNode<?> argument = arguments.get(0);
        check(functionName, argument.getNodeJavaType(), storedAs(argument));
    }

    @Override
    public void validateSqlTypes(List<? extends SqlAstNode> arguments, String functionName) {
        if (arguments.size() == 1 && arguments.get(0) instanceof Expression expression) {
            JdbcMappingContainer type = expression.getExpressionType();
            if (type != null && type.getJdbcTypeCount() == 1) {
                JdbcMapping mapping = type.getSingleJdbcMapping();
                check(functionName, mapping.getJavaTypeDescriptor(), mapping.getJdbcType());
            }
        }
    }

    @Override
    public String getSignature() {
        return "(OBJECTID id)";
    }

    /** Types not known (null) pass: the other phase, or the binding of a parameter, decides. */
    private static void check(String functionName, JavaType<?> javaType, JdbcType storedAs) {
        if (javaType != null && !isIdType(javaType) && javaType.getJavaTypeClass() != Object.class) {
            throw new FunctionArgumentException("Parameter 1 of function '" + functionName + "()' must be an "
                    + "ObjectId or a typed id, but it is of type '"
                    + javaType.getJavaTypeClass().getName() + "'");
        }
        if (javaType != null && isIdType(javaType) && storedAs != null && !storedAs.isBinary()) {
            throw new FunctionArgumentException("Parameter 1 of function '" + functionName + "()' must be an id "
                    + "stored as binary (binary(12), bytea), but this "
                    + javaType.getJavaTypeClass().getSimpleName()
                    + " is stored as " + storedAs.getFriendlyName() + ", its hex form: use the column itself");
        }
    }

    private static boolean isIdType(JavaType<?> javaType) {
        return javaType instanceof ObjectIdJavaType || javaType instanceof TypedObjectIdJavaType;
    }

    /** The JDBC type an argument is stored as, where the query knows it (an attribute, a typed literal). */
    private static JdbcType storedAs(SqmTypedNode<?> argument) {
        Object expressible = invoke(GET_EXPRESSIBLE, argument);
        Object sqmType = expressible == null ? null : invoke(GET_SQM_TYPE, expressible);
        return sqmType instanceof JdbcMapping mapping ? mapping.getJdbcType() : null;
    }

    private static Method method(Class<?> type, String name) {
        try {
            return type.getMethod(name);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("This Hibernate version has no " + type.getName() + "." + name + "()", e);
        }
    }

    private static Object invoke(Method method, Object target) {
        try {
            return method.invoke(target);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw cause instanceof RuntimeException runtime ? runtime : new IllegalStateException(cause);
        }
    }
}
