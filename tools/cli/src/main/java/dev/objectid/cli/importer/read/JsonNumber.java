package dev.objectid.cli.importer.read;

/**
 * A plain JSON number with a fraction or an exponent, as the export wrote it: a BSON double in MongoDB, kept as its
 * decimal text so that a decimal column gets exactly these digits, a JSON column this text, and a double column the
 * double it reads as (or a refusal when it reads as infinity or zero).
 *
 * @param text the number as written, {@code 7.90} or {@code 1e400}
 */
public record JsonNumber(String text) {

    @Override
    public String toString() {
        return text;
    }
}
