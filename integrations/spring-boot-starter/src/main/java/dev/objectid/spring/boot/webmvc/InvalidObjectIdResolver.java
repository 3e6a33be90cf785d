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
 * {@link InvalidObjectIdAdvice} answers when none of them does. Where the handler they would call is a catch-all (of
 * {@code Exception}, {@code RuntimeException} or {@code Throwable}), the application's handler of Spring's own
 * exception answers if it has one, as without the starter, and the starter's 400 otherwise, instead of the catch-all's
 * answer for the unexpected ({@link CatchAllHandlers}). Any other exception it leaves alone.
 */
final class InvalidObjectIdResolver implements HandlerExceptionResolver, Ordered {

    private final Supplier<HandlerExceptionResolver> mvcResolvers;
    private final InvalidObjectIdAdvice advice;
    private final CatchAllHandlers catchAll;
    private volatile StarterAdviceResolver starterAnswer;

    /**
     * @param mvcResolvers Spring MVC's resolvers, the {@code handlerExceptionResolver} bean
     * @param advice the starter's answer
     * @param catchAll the application's handlers, as Spring MVC chooses them
     */
    InvalidObjectIdResolver(
            Supplier<HandlerExceptionResolver> mvcResolvers, InvalidObjectIdAdvice advice, CatchAllHandlers catchAll) {
        this.mvcResolvers = mvcResolvers;
        this.advice = advice;
        this.catchAll = catchAll;
    }

    @Override
    public ModelAndView resolveException(
            HttpServletRequest request, HttpServletResponse response, Object handler, Exception error) {
        InvalidObjectIdException invalid = InvalidIds.of(error, request);
        HandlerExceptionResolver resolvers = invalid == null ? null : mvcResolvers.get();
        if (resolvers == null) {
            return null;
        }
        if (catchAll.catchesAll(handler, invalid)) {
            if (!catchAll.catchesAll(handler, error)) { // the application handles Spring's exception itself
                return resolvers.resolveException(request, response, handler, error);
            }
            StarterAdviceResolver starter = starterAnswer(resolvers);
            if (starter != null) {
                catchAll.answeredBefore(handler, invalid);
                return starter.resolveException(request, response, handler, invalid);
            }
        }
        return resolvers.resolveException(request, response, handler, invalid);
    }

    private StarterAdviceResolver starterAnswer(HandlerExceptionResolver resolvers) {
        StarterAdviceResolver starter = starterAnswer;
        if (starter == null) {
            starter = StarterAdviceResolver.configuredAs(resolvers, advice);
            starterAnswer = starter;
        }
        return starter;
    }

    @Override
    public int getOrder() {
        return -1;
    }
}
