package dev.objectid.spring.boot.webmvc;

import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.lang.reflect.Method;
import org.springframework.web.context.request.ServletWebRequest;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.handler.HandlerExceptionResolverComposite;
import org.springframework.web.servlet.mvc.method.annotation.ExceptionHandlerExceptionResolver;
import org.springframework.web.servlet.mvc.method.annotation.ServletInvocableHandlerMethod;

/**
 * Spring MVC's handling of {@code @ExceptionHandler}s, configured as the application's (message converters, content
 * negotiation, argument resolvers), with {@link InvalidObjectIdAdvice} as the only handler: how the starter answers a
 * malformed id that the application's catch-all handler would otherwise answer.
 */
final class StarterAdviceResolver extends ExceptionHandlerExceptionResolver {

    private final InvalidObjectIdAdvice advice;
    private final Method answer;

    private StarterAdviceResolver(InvalidObjectIdAdvice advice) {
        this.advice = advice;
        try {
            this.answer = InvalidObjectIdAdvice.class.getDeclaredMethod(
                    "invalidId", InvalidObjectIdException.class, HttpServletRequest.class, HttpServletResponse.class);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Configured as the {@code ExceptionHandlerExceptionResolver} among Spring MVC's resolvers, or null if there is
     * none.
     */
    static StarterAdviceResolver configuredAs(HandlerExceptionResolver mvcResolvers, InvalidObjectIdAdvice advice) {
        if (!(mvcResolvers instanceof HandlerExceptionResolverComposite)) {
            return null;
        }
        for (HandlerExceptionResolver resolver :
                ((HandlerExceptionResolverComposite) mvcResolvers).getExceptionResolvers()) {
            if (resolver instanceof ExceptionHandlerExceptionResolver) {
                ExceptionHandlerExceptionResolver mvc = (ExceptionHandlerExceptionResolver) resolver;
                StarterAdviceResolver starter = new StarterAdviceResolver(advice);
                starter.setMessageConverters(mvc.getMessageConverters());
                starter.setContentNegotiationManager(mvc.getContentNegotiationManager());
                if (mvc.getArgumentResolvers() != null) {
                    starter.setArgumentResolvers(mvc.getArgumentResolvers().getResolvers());
                }
                if (mvc.getReturnValueHandlers() != null) {
                    starter.setReturnValueHandlers(mvc.getReturnValueHandlers().getHandlers());
                }
                starter.setApplicationContext(mvc.getApplicationContext());
                starter.afterPropertiesSet();
                return starter;
            }
        }
        return null;
    }

    @Override
    protected ServletInvocableHandlerMethod getExceptionHandlerMethod(
            HandlerMethod handlerMethod, Exception exception, ServletWebRequest webRequest) {
        return exception instanceof InvalidObjectIdException ? new ServletInvocableHandlerMethod(advice, answer) : null;
    }
}
