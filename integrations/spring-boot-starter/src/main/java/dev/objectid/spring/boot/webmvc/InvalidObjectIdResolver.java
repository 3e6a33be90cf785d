package dev.objectid.spring.boot.webmvc;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.util.function.Supplier;
import org.springframework.core.Ordered;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.ModelAndView;

/**
 * Runs before Spring MVC's exception resolvers (which run at order 0, Spring Data REST's among them): it replaces an
 * exception about a malformed id with an {@link InvalidObjectIdException} and hands that to them, so that the
 * application's {@code @ExceptionHandler}s and {@code @ControllerAdvice}s see it first and
 * {@link InvalidObjectIdAdvice} answers when none of them does. Any other exception it leaves alone.
 */
final class InvalidObjectIdResolver implements HandlerExceptionResolver, Ordered {

    private final Supplier<HandlerExceptionResolver> mvcResolvers;

    /** @param mvcResolvers Spring MVC's resolvers, the {@code handlerExceptionResolver} bean */
    InvalidObjectIdResolver(Supplier<HandlerExceptionResolver> mvcResolvers) {
        this.mvcResolvers = mvcResolvers;
    }

    @Override
    public ModelAndView resolveException(
            HttpServletRequest request, HttpServletResponse response, Object handler, Exception error) {
        InvalidObjectIdException invalid = InvalidIds.of(error, request);
        HandlerExceptionResolver resolvers = invalid == null ? null : mvcResolvers.get();
        return resolvers == null ? null : resolvers.resolveException(request, response, handler, invalid);
    }

    @Override
    public int getOrder() {
        return -1;
    }
}
