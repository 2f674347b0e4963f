package org.katakuti.app.host;

import java.util.ArrayList;
import java.util.List;

/**
 * What the bot host found in one jar, as the {@code described} reply carries
 * it (one line of JSON): the bots it makes, each with what it says of itself,
 * and the classes that failed. Plain data, the same class on both ends.
 */
public final class Description {

    /** One factory of the jar, as it describes itself. */
    public static final class Bot {
        /** The class named in the services file. */
        public String className;
        public String id;
        public String name;
        public String version;
        public String author;
        public String description;
        /** The ids of the games it says it plays. */
        public List<String> games = new ArrayList<>();
        /** Why it cannot be used (one of its methods threw, say); null when it can. */
        public String problem;
    }

    /** The jar's bots, in the order of its services file. */
    public List<Bot> bots = new ArrayList<>();
    /** Why the jar as a whole cannot be used (no services file, say); null when it can. */
    public String refused;
}
