package dev.objectid.envers;

import org.hibernate.envers.RevisionListener;

/**
 * Records who made a revision: the name the current thread works for, as an application would take it from its
 * security context.
 */
public class RevisionAuthorListener implements RevisionListener {

    /** The author of the revisions this thread makes. */
    public static final ThreadLocal<String> AUTHOR = ThreadLocal.withInitial(() -> "system");

    @Override
    public void newRevision(Object revision) {
        ((Revision) revision).setAuthor(AUTHOR.get());
    }
}
