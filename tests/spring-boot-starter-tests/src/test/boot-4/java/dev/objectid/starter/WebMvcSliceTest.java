package dev.objectid.starter;

import dev.objectid.starter.shop.ShopController;
import org.springframework.boot.webmvc.test.autoconfigure.WebMvcTest;

/** {@link WebMvcSliceContract} in {@code @WebMvcTest} of Spring Boot 4. */
@WebMvcTest(ShopController.class)
class WebMvcSliceTest extends WebMvcSliceContract {}
