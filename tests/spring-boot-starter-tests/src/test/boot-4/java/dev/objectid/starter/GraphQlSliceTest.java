package dev.objectid.starter;

import dev.objectid.starter.shop.ShopGraphQlController;
import org.springframework.boot.graphql.test.autoconfigure.GraphQlTest;

/** {@link GraphQlSliceContract} in {@code @GraphQlTest} of Spring Boot 4. */
@GraphQlTest(ShopGraphQlController.class)
class GraphQlSliceTest extends GraphQlSliceContract {}
