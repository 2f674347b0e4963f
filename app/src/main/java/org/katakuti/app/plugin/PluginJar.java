package org.katakuti.app.plugin;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One jar found in a plugins folder, with its status: loaded (at least one of
 * its bots can play) or refused, with the reason in plain words. Every jar
 * found gets one; none is passed over in silence.
 */
public final class PluginJar {

    private final Path path;
    private final String refusal;
    private final List<PluginBot> bots;
    private final List<String> log;

    PluginJar(Path path, String refusal, List<PluginBot> bots, List<String> log) {
        this.path = path;
        this.bots = Collections.unmodifiableList(new ArrayList<>(bots));
        this.log = Collections.unmodifiableList(new ArrayList<>(log));
        this.refusal = refusal != null ? refusal : usable().isEmpty() ? reasonNoneUsable() : null;
    }

    private String reasonNoneUsable() {
        if (bots.isEmpty()) {
            return "no bot inside";
        }
        if (bots.size() == 1) {
            return bots.get(0).problem();
        }
        return "none of its " + bots.size() + " bots can play: " + bots.get(0).problem();
    }

    /** @return where it is */
    public Path path() {
        return path;
    }

    /** @return the jar's file name */
    public String fileName() {
        return path.getFileName().toString();
    }

    /** @return true when at least one of its bots can play */
    public boolean isLoaded() {
        return refusal == null;
    }

    /** @return why the jar was refused, in plain words; null when it is loaded */
    public String refusal() {
        return refusal;
    }

    /** @return every bot it describes, usable or not */
    public List<PluginBot> bots() {
        return bots;
    }

    /** @return the bots that can play */
    public List<PluginBot> usable() {
        List<PluginBot> usable = new ArrayList<>();
        for (PluginBot bot : bots) {
            if (bot.isUsable()) {
                usable.add(bot);
            }
        }
        return usable;
    }

    /** @return what the host wrote on its standard error while reading the jar (last lines only) */
    public List<String> log() {
        return log;
    }
}
