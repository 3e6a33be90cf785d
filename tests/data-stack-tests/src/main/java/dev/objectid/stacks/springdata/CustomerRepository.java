package dev.objectid.stacks.springdata;

import com.example.shop.CustomerId;
import org.springframework.data.repository.ListCrudRepository;

public interface CustomerRepository extends ListCrudRepository<Customer, CustomerId> {}
