package dev.objectid.cli.importer.read;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * The fields of one document, in their order: a few keys, looked up by the name object the parser hands over (it
 * hands the same one each time) before by equality, so that reading a document hashes nothing.
 */
public final class Fields extends AbstractMap<String, Object> {

    private String[] keys = new String[8];
    private Object[] values = new Object[8];
    private int size;

    @Override
    public Object put(String key, Object value) {
        int at = indexOf(key);
        if (at >= 0) {
            Object old = values[at];
            values[at] = value;
            return old;
        }
        append(key, value);
        return null;
    }

    /** Adds a field known not to be here: the key is looked for once, by {@link #add} or {@link #put}. */
    private void append(String key, Object value) {
        if (size == keys.length) {
            keys = Arrays.copyOf(keys, size * 2);
            values = Arrays.copyOf(values, size * 2);
        }
        keys[size] = key;
        values[size++] = value;
    }

    /**
     * Adds a field unless one of that name is here, whatever its value ({@code null} too).
     *
     * @return whether it was added
     */
    boolean add(String key, Object value) {
        if (indexOf(key) >= 0) {
            return false;
        }
        append(key, value);
        return true;
    }

    @Override
    public Object get(Object key) {
        int at = indexOf(key);
        return at < 0 ? null : values[at];
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    @Override
    public int size() {
        return size;
    }

    /** The name of the field at {@code index}, in document order: with {@link #value}, a walk that makes no entries. */
    public String key(int index) {
        return keys[index];
    }

    /** The value of the field at {@code index}. */
    public Object value(int index) {
        return values[index];
    }

    private int indexOf(Object key) {
        for (int i = 0; i < size; i++) {
            if (keys[i] == key) {
                return i;
            }
        }
        for (int i = 0; i < size; i++) {
            if (keys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public Set<Map.Entry<String, Object>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public Iterator<Map.Entry<String, Object>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < size;
                    }

                    @Override
                    public Map.Entry<String, Object> next() {
                        if (next >= size) {
                            throw new NoSuchElementException();
                        }
                        int at = next++;
                        return new SimpleImmutableEntry<>(keys[at], values[at]);
                    }
                };
            }

            @Override
            public int size() {
                return size;
            }
        };
    }
}
