package org.katakuti.app.pbrain;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a brain says of itself in answer to {@code ABOUT}: a line of
 * {@code key="value"} pairs, such as
 * {@code name="Rapfi", version="1.0", author="Someone", country="CN"}. A brain
 * that answers nothing of the kind has an empty one; the table then names it
 * by its file.
 */
public final class BrainAbout {

    private static final Pattern PAIR = Pattern.compile("([A-Za-z_]+)\\s*=\\s*\"([^\"]*)\"");
    private static final BrainAbout NONE = new BrainAbout("", Collections.<String, String>emptyMap());

    private final String line;
    private final Map<String, String> fields;

    private BrainAbout(String line, Map<String, String> fields) {
        this.line = line;
        this.fields = fields;
    }

    /** @return the about of this {@code ABOUT} answer (fields it cannot read are left out) */
    public static BrainAbout parse(String line) {
        if (line == null || line.trim().isEmpty()) {
            return NONE;
        }
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher pair = PAIR.matcher(line);
        while (pair.find()) {
            fields.put(pair.group(1).toLowerCase(Locale.ROOT), pair.group(2).trim());
        }
        return new BrainAbout(line.trim(), Collections.unmodifiableMap(fields));
    }

    /** @return an about with nothing in it */
    public static BrainAbout none() {
        return NONE;
    }

    /** @return the line as the brain gave it, for keeping; empty for none */
    public String line() {
        return line;
    }

    /** @return the brain's name; empty when it gave none */
    public String name() {
        return field("name");
    }

    /** @return the brain's version; empty when it gave none */
    public String version() {
        return field("version");
    }

    /** @return the brain's author; empty when it gave none */
    public String author() {
        return field("author");
    }

    private String field(String key) {
        String value = fields.get(key);
        return value == null ? "" : value;
    }
}
