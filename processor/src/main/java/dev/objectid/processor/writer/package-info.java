/**
 * The last step of objectid-processor: sources written with JavaPoet from the validated model (no writer looks at an
 * element), and the class output they go to. Internal to the processor; not an API.
 */
package dev.objectid.processor.writer;
