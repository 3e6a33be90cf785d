package dev.objectid.spring.boot.webmvc;

import dev.objectid.spring.boot.ObjectIdProperties;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Qualifier;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBooleanProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.MessageSource;
import org.springframework.context.annotation.Bean;
import org.springframework.web.ErrorResponseException;
import org.springframework.web.servlet.DispatcherServlet;
import org.springframework.web.servlet.HandlerExceptionResolver;

/**
 * Problem details for malformed ids in Spring MVC requests: a path variable, request parameter, header, cookie or JSON
 * body field that should hold an ObjectId or a typed id but does not gets a 400 {@code application/problem+json}
 * naming it, the value received and what is accepted ({@link InvalidObjectIdException}). The application's own
 * exception handling still comes first. Off with {@code objectid.problem-details.enabled=false}.
 */
// before Spring Data REST: its advice answers every exception of its controllers, so ours must be asked first
@AutoConfiguration(beforeName = {
        "org.springframework.boot.autoconfigure.data.rest.RepositoryRestMvcAutoConfiguration", // Spring Boot 3.5
        "org.springframework.boot.data.rest.autoconfigure.DataRestAutoConfiguration"}) // Spring Boot 4
@ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
@ConditionalOnClass({DispatcherServlet.class, ErrorResponseException.class})
@ConditionalOnBooleanProperty(name = "objectid.problem-details.enabled", matchIfMissing = true)
@EnableConfigurationProperties(ObjectIdProperties.class)
public class ObjectIdWebMvcAutoConfiguration {

    /** Created by Spring Boot. */
    public ObjectIdWebMvcAutoConfiguration() {
    }

    @Bean
    InvalidObjectIdResolver objectIdProblemDetailsResolver(
            @Qualifier("handlerExceptionResolver") ObjectProvider<HandlerExceptionResolver> mvcResolvers) {
        return new InvalidObjectIdResolver(mvcResolvers::getIfAvailable);
    }

    @Bean
    InvalidObjectIdAdvice objectIdProblemDetailsAdvice(MessageSource messageSource) {
        return new InvalidObjectIdAdvice(messageSource);
    }
}
