package dev.objectid.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;

import dev.objectid.ObjectId;
import dev.objectid.ObjectIdFormatException;
import org.junit.jupiter.api.Test;

/** The bridge to core's package-private parts is objectid-core's own: installed once, by it, and by nothing else. */
class CoreAccessTest {

    @Test
    void coreInstallsItsOwnOnFirstUse() {
        CoreAccess core = CoreAccess.core();

        assertThat(core.getClass().getName()).isEqualTo(CoreAccess.IMPLEMENTATION);
        assertThat(CoreAccess.core()).isSameAs(core);
        assertThat(core.fromJson("6632217f8a5d3e0001a0b1c2")).isEqualTo(ObjectId.parse("6632217f8a5d3e0001a0b1c2"));
    }

    @Test
    void anyOtherSubclassIsRefused() {
        assertThatIllegalStateException()
                .isThrownBy(() -> new CoreAccess() {
                    @Override
                    protected ObjectId fromJson(Object json) {
                        return null;
                    }

                    @Override
                    protected String quote(CharSequence text) {
                        return null;
                    }

                    @Override
                    protected ObjectIdFormatException formatException(CharSequence input, String message) {
                        return null;
                    }
                })
                .withMessageContaining("only objectid-core's dev.objectid.SpiAccess");
    }
}
