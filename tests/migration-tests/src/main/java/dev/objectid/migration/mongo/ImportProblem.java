package dev.objectid.migration.mongo;

/**
 * A document of the export that could not be loaded as it was: a reference to a document that is not there (an
 * orphaned reference), or a value the table cannot hold.
 *
 * @param collection the collection, for example {@code orders}
 * @param documentId the document's {@code _id}, as the export has it
 * @param field      the field, for example {@code customer} or {@code items.1.product}
 * @param value      the value, for example the missing id
 * @param outcome    what the load did about it
 */
// tag::problem[]
public record ImportProblem(String collection, String documentId, String field, String value, Outcome outcome) {

    /** What the load did with the document. */
    public enum Outcome {
        /** A required value was missing or wrong: the document was not loaded. */
        DOCUMENT_SKIPPED,
        /** An optional reference pointed at no document: it was loaded as null. */
        SET_TO_NULL
    }
}
// end::problem[]
