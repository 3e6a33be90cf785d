package dev.objectid.benchmarks.report;

import java.io.IOException;

/**
 * One part of {@code docs/performance.md}: reads its raw JSON from {@link Results}, puts its tables and numbers into
 * the {@link Page} under placeholders named {@code <section>.<thing>}, declares its {@link Verdict}s and draws its
 * charts. The prose around them lives in {@code performance.md.template}.
 */
interface Section {

    void fill(Results results, Page page) throws IOException;
}
