package dev.objectid.starter;

import dev.objectid.starter.shop.ShopGraphQlController;
import org.springframework.boot.test.autoconfigure.graphql.GraphQlTest;

/** {@link GraphQlSliceContract} in {@code @GraphQlTest} of Spring Boot 3.5. */
@GraphQlTest(ShopGraphQlController.class)
class GraphQlSliceTest extends GraphQlSliceContract {}
