package dev.objectid.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.hibernate.Session;
import org.junit.jupiter.api.Test;

/**
 * An id Hibernate generates carries the second of its {@code persist}, on the real clock, with the machine made busy
 * by the test itself: never before the second of a clock read taken before {@code persist}, never after that of one
 * taken after it, over several second boundaries.
 */
class GeneratedIdClockTest {

    private static final int BOUNDARIES = 3;

    @Test
    void aPersistedEntityCarriesTheSecondOfItsPersistOnABusyMachine() throws InterruptedException {
        List<String> outside = new ArrayList<>();
        AtomicBoolean done = new AtomicBoolean();
        List<Thread> busy = new ArrayList<>();
        int persisted = 0;
        try (H2Hibernate h2 = H2Hibernate.start(Map.of(), Customer.class)) {
            h2.sessionFactory.inTransaction(
                    session -> { // compiled before the processors are taken
                        for (int i = 0; i < 20_000; i++) {
                            session.persist(new Customer("warm-up"));
                            if (i % 100 == 0) {
                                session.flush();
                                session.clear();
                            }
                        }
                    });
            for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
                busy.add(new Thread(() -> burn(done), "busy-" + i));
            }
            busy.forEach(Thread::start);
            long end = (System.currentTimeMillis() / 1000 + BOUNDARIES) * 1000 + 100;
            long before;
            do {
                try (Session session = h2.sessionFactory.openSession()) {
                    session.beginTransaction();
                    do {
                        Customer customer = new Customer("c" + persisted++);
                        before = System.currentTimeMillis();
                        session.persist(customer);
                        long after = System.currentTimeMillis();
                        long second = customer.getId().epochSecond();
                        if ((second < before / 1000 || second > after / 1000) && outside.size() < 10) {
                            outside.add(
                                    customer.getId() + " at " + customer.getId().timestamp() + ", between clock reads "
                                            + before + " and " + after + " ms");
                        }
                    } while (persisted % 100 != 0);
                    session.getTransaction().commit();
                }
            } while (before < end);
        } finally {
            done.set(true);
            for (Thread thread : busy) {
                thread.join();
            }
        }
        assertThat(persisted).isGreaterThan(BOUNDARIES * 100);
        assertThat(outside).isEmpty();
    }

    /** Keeps a processor busy until {@code done}. */
    private static void burn(AtomicBoolean done) {
        long x = 1;
        while (!done.get()) {
            for (int i = 0; i < 10_000; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
            }
        }
        if (x == 42) {
            System.out.print("");
        }
    }
}
