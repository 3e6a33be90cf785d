package dev.objectid.benchmarks.jmh;

/** An object of an id's size, a 12-byte header, an int and a long: what the floors allocate in place of an id. */
record IdSized(int high, long low) {}
