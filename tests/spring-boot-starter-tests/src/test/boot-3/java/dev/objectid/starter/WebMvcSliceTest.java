package dev.objectid.starter;

import dev.objectid.starter.shop.ShopController;
import org.springframework.boot.test.autoconfigure.web.servlet.WebMvcTest;

/** {@link WebMvcSliceContract} in {@code @WebMvcTest} of Spring Boot 3.5. */
@WebMvcTest(ShopController.class)
class WebMvcSliceTest extends WebMvcSliceContract {}
