/**
 * The first two steps of objectid-processor: the reader turns elements into a small model of records, and the validator
 * decides what to generate and what to report. Internal to the processor; not an API.
 */
package dev.objectid.processor.model;
