package dev.objectid.spring.boot.webmvc;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.context.ApplicationContext;
import org.springframework.http.MediaType;
import org.springframework.web.method.ControllerAdviceBean;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.method.annotation.ExceptionHandlerMappingInfo;
import org.springframework.web.method.annotation.ExceptionHandlerMethodResolver;

/**
 * The {@code @ExceptionHandler} Spring MVC would call for an exception, found as Spring MVC finds it (the
 * controller's own, then the first {@code @ControllerAdvice} in order that has one), and whether it is a catch-all:
 * one that takes the exception only as an {@code Exception}, a {@code RuntimeException} or a {@code Throwable}. Such a
 * handler is written for the unexpected; a malformed id is the client's mistake.
 */
final class CatchAllHandlers {

    private static final Log logger = LogFactory.getLog(CatchAllHandlers.class);
    private static final Set<Class<?>> CATCH_ALL = Set.of(Throwable.class, Exception.class, RuntimeException.class);

    private final ApplicationContext context;
    private final Map<Class<?>, ExceptionHandlerMethodResolver> resolvers = new ConcurrentHashMap<>();
    private final Set<Method> reported = ConcurrentHashMap.newKeySet();
    private volatile List<ControllerAdviceBean> advices;

    CatchAllHandlers(ApplicationContext context) {
        this.context = context;
    }

    /**
     * Whether the handler Spring MVC would call for {@code error}, raised by {@code handler}, is a catch-all; false if
     * it would call a narrower one, or none.
     */
    boolean catchesAll(Object handler, Exception error) {
        ExceptionHandlerMappingInfo chosen = choose(handler, error);
        return chosen != null && onlyAsCatchAll(chosen.getExceptionTypes(), error);
    }

    /** Logs once per handler that a malformed id was answered before it. */
    void answeredBefore(Object handler, InvalidObjectIdException invalid) {
        ExceptionHandlerMappingInfo chosen = choose(handler, invalid);
        if (chosen != null && reported.add(chosen.getHandlerMethod()) && logger.isInfoEnabled()) {
            Method method = chosen.getHandlerMethod();
            logger.info("Malformed ObjectIds in requests are answered 400 by objectid-spring-boot-starter before "
                    + method.getDeclaringClass().getName() + "." + method.getName() + ", which handles every "
                    + "exception; to answer them there, handle " + InvalidObjectIdException.class.getName()
                    + " (or Spring's exception for a value that does not convert) in it");
        }
    }

    private ExceptionHandlerMappingInfo choose(Object handler, Exception error) {
        Class<?> handlerType = handler instanceof HandlerMethod ? ((HandlerMethod) handler).getBeanType() : null;
        if (handlerType != null) {
            ExceptionHandlerMappingInfo own = resolver(handlerType).resolveExceptionMapping(error, MediaType.ALL);
            if (own != null) {
                return own;
            }
        }
        for (ControllerAdviceBean advice : advices()) {
            Class<?> adviceType = advice.getBeanType();
            if (adviceType != null && advice.isApplicableToBeanType(handlerType)) {
                ExceptionHandlerMappingInfo chosen = resolver(adviceType).resolveExceptionMapping(error, MediaType.ALL);
                if (chosen != null) {
                    return chosen;
                }
            }
        }
        return null;
    }

    /**
     * Whether the exception types of a handler match {@code error} only through a catch-all type, at the first level
     * of its causes where any matches, as Spring MVC matches them.
     */
    private static boolean onlyAsCatchAll(Set<Class<? extends Throwable>> types, Throwable error) {
        for (Throwable level = error; level != null; level = level.getCause()) {
            boolean matched = false;
            for (Class<? extends Throwable> type : types) {
                if (type.isInstance(level)) {
                    if (!CATCH_ALL.contains(type)) {
                        return false;
                    }
                    matched = true;
                }
            }
            if (matched) {
                return true;
            }
        }
        return false;
    }

    private ExceptionHandlerMethodResolver resolver(Class<?> type) {
        return resolvers.computeIfAbsent(type, ExceptionHandlerMethodResolver::new);
    }

    private List<ControllerAdviceBean> advices() {
        List<ControllerAdviceBean> found = advices;
        if (found == null) {
            found = ControllerAdviceBean.findAnnotatedBeans(context);
            advices = found;
        }
        return found;
    }
}
