package dev.objectid.sample;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The objectid-jpa sample application: customers and orders with ObjectId primary keys behind a REST API. At start
 * it seeds demo data and prints a short tour ({@link dev.objectid.sample.demo.Tour}).
 */
@SpringBootApplication
public class SampleApplication {

    public static void main(String[] args) {
        SpringApplication.run(SampleApplication.class, args);
    }
}
