package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.ref.WeakReference;
import java.net.MalformedURLException;
import java.net.URL;
import java.security.CodeSource;
import java.security.ProtectionDomain;
import java.security.cert.Certificate;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The clock's thread must hold nothing of the thread that happened to start it: with objectid-core shared by several
 * applications (a container's {@code lib/}), the application whose request generated the first id must stay
 * unloadable while the others keep the clock running. An application is modelled by a class loader of its own that
 * defines one class, {@link Application}; the test asserts that the class loader can be collected while the clock's
 * thread runs.
 */
class TickerThreadTest {

    /** What an application keeps per request: a framework's request context, a logging context, ... */
    private static final InheritableThreadLocal<Object> REQUEST_CONTEXT = new InheritableThreadLocal<>();

    private TickingSecondsClock clock;

    @AfterEach
    void stopTheClock() {
        if (clock != null) {
            clock.reset();
        }
    }

    @Test
    void theClockThreadHoldsNoInheritableThreadLocalOfTheThreadThatStartedIt() throws Exception {
        WeakReference<ClassLoader> application = startTheClockFromAnApplication(false);

        assertThat(clock.isTicking()).isTrue();
        assertThat(collected(application))
                .as("the application's class loader can be unloaded")
                .isTrue();
        assertThat(clock.isTicking()).isTrue();
    }

    @Test
    void theClockThreadHoldsNoAccessControlContextOfTheCodeThatStartedIt() throws Exception {
        WeakReference<ClassLoader> application = startTheClockFromAnApplication(true);

        assertThat(clock.isTicking()).isTrue();
        assertThat(collected(application))
                .as("the application's class loader can be unloaded")
                .isTrue();
        assertThat(clock.isTicking()).isTrue();
    }

    /**
     * On a thread of its own, with an inheritable thread-local holding an object of the application and the
     * application's class loader as context class loader, starts the clock: from a method of the application's class
     * when {@code fromApplicationCode}, from the test's code otherwise. Returns a weak reference to the class loader.
     */
    private WeakReference<ClassLoader> startTheClockFromAnApplication(boolean fromApplicationCode) throws Exception {
        clock = new TickingSecondsClock(new AtomicLong()::get, 60_000, TimeSource.SYSTEM, TickerThread.DAEMON);
        AtomicReference<ClassLoader> loader = new AtomicReference<>(new ApplicationClassLoader());
        WeakReference<ClassLoader> weak = new WeakReference<>(loader.get());
        TickingSecondsClock started = clock;
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread request = new Thread(
                () -> {
                    try {
                        Runnable firstId = started::currentSecond;
                        Runnable application = (Runnable) loader.get()
                                .loadClass(Application.class.getName())
                                .getConstructor(Runnable.class)
                                .newInstance(firstId);
                        Thread.currentThread().setContextClassLoader(loader.get());
                        if (fromApplicationCode) {
                            application.run();
                        } else {
                            REQUEST_CONTEXT.set(application);
                            firstId.run();
                        }
                    } catch (Throwable e) {
                        failure.set(e);
                    } finally {
                        REQUEST_CONTEXT.remove();
                    }
                },
                "request");
        request.start();
        request.join();
        if (failure.get() != null) {
            throw new AssertionError(failure.get());
        }
        loader.set(null);
        return weak;
    }

    /** Whether the referent is collected within a bounded number of collections. */
    private static boolean collected(WeakReference<?> reference) {
        for (int i = 0; i < 50 && reference.get() != null; i++) {
            System.gc();
            Thread.onSpinWait();
        }
        return reference.get() == null;
    }

    /** The application's code: a request handler that generates an id. */
    public static final class Application implements Runnable {

        private final Runnable firstId;

        public Application(Runnable firstId) {
            this.firstId = firstId;
        }

        @Override
        public void run() {
            firstId.run();
        }
    }

    /**
     * Defines {@link Application} anew, with a protection domain of its own, and leaves every other class to the
     * test's class loader.
     */
    private static final class ApplicationClassLoader extends ClassLoader {

        ApplicationClassLoader() {
            super("application", TickerThreadTest.class.getClassLoader());
        }

        @Override
        protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
            if (!name.equals(Application.class.getName())) {
                return super.loadClass(name, resolve);
            }
            synchronized (getClassLoadingLock(name)) {
                Class<?> loaded = findLoadedClass(name);
                if (loaded == null) {
                    byte[] bytes = bytesOf(name);
                    loaded = defineClass(
                            name,
                            bytes,
                            0,
                            bytes.length,
                            new ProtectionDomain(new CodeSource(url(), (Certificate[]) null), null, this, null));
                }
                return loaded;
            }
        }

        private static byte[] bytesOf(String name) {
            try (InputStream in =
                    TickerThreadTest.class.getClassLoader().getResourceAsStream(name.replace('.', '/') + ".class")) {
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private static URL url() {
            try {
                return new URL("file:/application/WEB-INF/classes/");
            } catch (MalformedURLException e) {
                throw new IllegalStateException(e);
            }
        }
    }
}
