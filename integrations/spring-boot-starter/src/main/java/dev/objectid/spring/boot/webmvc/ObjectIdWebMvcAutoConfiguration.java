package dev.objectid.spring.boot.webmvc;

import dev.objectid.spring.boot.ObjectIdProperties;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.ApplicationContext;
import org.springframework.context.MessageSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.format.FormatterRegistry;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.servlet.DispatcherServlet;
import org.springframework.web.servlet.HandlerExceptionResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * Ids in Spring MVC requests.
 * <ul>
 * <li>Problem details: a path variable, request parameter, header, cookie or JSON body field that should hold an
 * ObjectId or a typed id but does not gets a 400 {@code application/problem+json} naming it, the value received and
 * what is accepted ({@link InvalidObjectIdException}); a request that prefers HTML gets the application's error page
 * with status 400. The application's own exception handling still comes first. Off with
 * {@code objectid.problem-details.enabled=false}.</li>
 * <li>Data binding: an empty or blank form field or request parameter bound to an id is {@code null}, and a malformed
 * one is a field error with the parser's message. Off with {@code objectid.data-binding.enabled=false}.</li>
 * </ul>
 */
// before Spring Data REST: its advice answers every exception of its controllers, so ours must be asked first
@AutoConfiguration(
        beforeName = {
            "org.springframework.boot.autoconfigure.data.rest.RepositoryRestMvcAutoConfiguration", // Spring Boot 3.5
            "org.springframework.boot.data.rest.autoconfigure.DataRestAutoConfiguration"
        }) // Spring Boot 4
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass({DispatcherServlet.class, ErrorResponseException.class})
@EnableConfigurationProperties(ObjectIdProperties.class)
public class ObjectIdWebMvcAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdWebMvcAutoConfiguration() {}

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBooleanProperty(name = "objectid.problem-details.enabled", matchIfMissing = true)
    static class ProblemDetails {

        @Bean
        InvalidObjectIdResolver objectIdProblemDetailsResolver(
                @Qualifier("handlerExceptionResolver") ObjectProvider<HandlerExceptionResolver> mvcResolvers,
                InvalidObjectIdAdvice objectIdProblemDetailsAdvice,
                ApplicationContext context) {
            return new InvalidObjectIdResolver(
                    mvcResolvers::getIfAvailable, objectIdProblemDetailsAdvice, new CatchAllHandlers(context));
        }

        @Bean
        InvalidObjectIdAdvice objectIdProblemDetailsAdvice(MessageSource messageSource) {
            return new InvalidObjectIdAdvice(messageSource);
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnBooleanProperty(name = "objectid.data-binding.enabled", matchIfMissing = true)
    static class DataBinding {

        /** In Spring MVC's conversion service, which every data binder of the application's controllers uses. */
        @Bean
        WebMvcConfigurer objectIdDataBinding() {
            return new WebMvcConfigurer() {
                @Override
                public void addFormatters(FormatterRegistry registry) {
                    registry.addConverter(new BlankIdConverter());
                }
            };
        }

        @Bean
        IdDataBindingAdvice objectIdDataBindingAdvice() {
            return new IdDataBindingAdvice();
        }
    }
}
