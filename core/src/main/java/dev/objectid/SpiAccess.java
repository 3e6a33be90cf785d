package dev.objectid;

import dev.objectid.spi.CoreAccess;

/**
 * Lends {@code dev.objectid.spi} what this package keeps package-private (see {@link CoreAccess}), so that nothing of it
 * becomes public. {@code CoreAccess} loads this class by name; initialising it installs its one instance.
 */
final class SpiAccess extends CoreAccess {

    static {
        new SpiAccess();
    }

    private SpiAccess() {}

    @Override
    protected ObjectId fromJson(Object json) {
        return ObjectId.fromJson(json);
    }

    @Override
    protected String quote(CharSequence text) {
        return Texts.quote(text);
    }

    @Override
    protected ObjectIdFormatException formatException(CharSequence input, String message) {
        return new ObjectIdFormatException(input, message);
    }
}
