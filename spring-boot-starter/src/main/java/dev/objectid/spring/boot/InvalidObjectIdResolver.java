package dev.objectid.spring.boot;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.List;
import org.springframework.core.Ordered;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.ModelAndView;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The first of Spring MVC's exception resolvers: it replaces an exception about a malformed id with an
 * {@link InvalidObjectIdException} and hands that to the resolvers after it, so that the application's
 * {@code @ExceptionHandler}s and {@code @ControllerAdvice}s see it first and {@link InvalidObjectIdAdvice} answers when
 * none of them does. Any other exception it leaves alone.
 */
final class InvalidObjectIdResolver implements HandlerExceptionResolver {

    private final List<HandlerExceptionResolver> resolvers;

    /** @param resolvers Spring MVC's list, which this resolver is the first of */
    InvalidObjectIdResolver(List<HandlerExceptionResolver> resolvers) {
        this.resolvers = resolvers;
    }

    @Override
    public ModelAndView resolveException(HttpServletRequest request, HttpServletResponse response, Object handler,
            Exception error) {
        InvalidObjectIdException invalid = InvalidIds.of(error);
        if (invalid == null) {
            return null;
        }
        for (HandlerExceptionResolver resolver : resolvers) {
            ModelAndView resolved = resolver == this ? null
                    : resolver.resolveException(request, response, handler, invalid);
            if (resolved != null) {
                return resolved;
            }
        }
        return null;
    }

    /**
     * Puts the resolver first. Ordered last among the application's {@link WebMvcConfigurer}s, so that it is still
     * first after the others added theirs (Spring Data REST adds its own at the front).
     */
    static final class Configurer implements WebMvcConfigurer, Ordered {

        @Override
        public void extendHandlerExceptionResolvers(List<HandlerExceptionResolver> resolvers) {
            resolvers.add(0, new InvalidObjectIdResolver(resolvers));
        }

        @Override
        public int getOrder() {
            return Ordered.LOWEST_PRECEDENCE;
        }
    }
}
