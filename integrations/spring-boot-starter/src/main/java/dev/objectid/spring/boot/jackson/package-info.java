/** Jackson: ids written as MongoDB Extended JSON when the application asks for it. */
package dev.objectid.spring.boot.jackson;
