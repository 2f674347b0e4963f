package org.katakuti.app.plugin;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;

/**
 * One bot of a plugin jar, as it described itself: plain data, read once when
 * the jar was looked at. {@link #problem()} says why it cannot play (one of its
 * methods threw, its id is taken...), or is null when it can.
 */
public final class PluginBot {

    private final Path jar;
    private final String className;
    private final String id;
    private final String name;
    private final String version;
    private final String author;
    private final String description;
    private final List<String> games;
    private final String problem;

    PluginBot(Path jar, String className, String id, String name, String version, String author, String description,
            List<String> games, String problem) {
        this.jar = jar;
        this.className = className;
        this.id = id;
        this.name = name;
        this.version = version == null ? "" : version;
        this.author = author == null ? "" : author;
        this.description = description == null ? "" : description;
        this.games = Collections.unmodifiableList(games);
        this.problem = problem;
    }

    /** @return the same bot, now refused for {@code why} */
    PluginBot refused(String why) {
        return new PluginBot(jar, className, id, name, version, author, description, games, why);
    }

    /** @return the jar it lives in */
    public Path jar() {
        return jar;
    }

    /** @return the factory class its jar's services file names */
    public String className() {
        return className;
    }

    /** @return its id; null when it failed to give one */
    public String id() {
        return id;
    }

    /** @return its name as shown to players; null when it failed to give one */
    public String name() {
        return name;
    }

    /** @return its version, possibly empty */
    public String version() {
        return version;
    }

    /** @return its author, possibly empty */
    public String author() {
        return author;
    }

    /** @return its one-line description, possibly empty */
    public String description() {
        return description;
    }

    /** @return the ids of the games it plays, in the rule book's order */
    public List<String> games() {
        return games;
    }

    /** @return why it cannot play, in plain words; null when it can */
    public String problem() {
        return problem;
    }

    /** @return true when it can play */
    public boolean isUsable() {
        return problem == null;
    }
}
