package dev.objectid.hibernate;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.List;
import org.hibernate.query.sqm.function.SqmFunctionDescriptor;
import org.hibernate.query.sqm.function.SqmFunctionRegistry;
import org.hibernate.query.sqm.produce.function.FunctionArgumentException;

/**
 * Puts a function of Hibernate's ({@code max}, {@code min}, {@code str}) and an id function under one name: a call
 * whose argument is an id stored as binary goes to the id function, every other call to Hibernate's, unchanged.
 *
 * <p>The registered descriptor is a {@link Proxy}: {@link SqmFunctionDescriptor}'s methods take types that moved
 * between Hibernate 6 and 7, so a class implementing it could not run on both; a proxy implements whichever interface
 * is there, and only looks at the argument list.
 */
final class ObjectIdArgumentRouting implements InvocationHandler {

    private final String name;
    private final SqmFunctionDescriptor hibernates;
    private final SqmFunctionDescriptor forIds;
    private final boolean acceptsClauses;

    private ObjectIdArgumentRouting(
            String name, SqmFunctionDescriptor hibernates, SqmFunctionDescriptor forIds, boolean acceptsClauses) {
        this.name = name;
        this.hibernates = hibernates;
        this.forIds = forIds;
        this.acceptsClauses = acceptsClauses;
    }

    /**
     * Puts {@code function} beside the function registered under its {@link ObjectIdFunction#standIn()} name; does
     * nothing where either is missing (a dialect without them).
     *
     * @param acceptsClauses whether {@code function} takes a {@code filter (where ...)} clause
     */
    static void register(SqmFunctionRegistry registry, ObjectIdFunction function, boolean acceptsClauses) {
        String name = function.standIn();
        SqmFunctionDescriptor hibernates = registry.findFunctionDescriptor(name);
        SqmFunctionDescriptor forIds = registry.findFunctionDescriptor(function.sqlName());
        if (hibernates == null || forIds == null) {
            return;
        }
        registry.register(name, (SqmFunctionDescriptor) Proxy.newProxyInstance(
                SqmFunctionDescriptor.class.getClassLoader(),
                new Class<?>[] {SqmFunctionDescriptor.class},
                new ObjectIdArgumentRouting(name, hibernates, forIds, acceptsClauses)));
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return switch (method.getName()) {
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                default -> "objectid-generator's " + name + "() for ids, Hibernate's " + hibernates + " otherwise";
            };
        }
        boolean generates = method.getName().startsWith("generate") && args != null && args.length > 0;
        if (generates && !(args[0] instanceof List)) {
            // the single-argument forms: their default implementations call the list form on the proxy
            return InvocationHandler.invokeDefault(proxy, method, args);
        }
        boolean forAnId = generates && ObjectIdArgument.isBinaryId((List<?>) args[0]);
        SqmFunctionDescriptor target = forAnId ? forIds : hibernates;
        if (target == forIds && !acceptsClauses && args.length > 3 && args[1] != null) {
            throw new FunctionArgumentException("Function '" + name + "()' of an id takes no filter clause on this "
                    + "database; select with a where clause instead");
        }
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
