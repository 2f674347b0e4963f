package org.katakuti.app.plugin;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

import com.google.gson.Gson;
import com.google.gson.JsonParseException;

import org.katakuti.api.bot.BotApi;
import org.katakuti.app.host.Description;

/**
 * Looks at every jar of the plugin folders and gives each a status. What the
 * app reads itself is only data (the zip, the manifest); what a plugin says of
 * itself is asked of a bot host, so no plugin code runs in the app's JVM. One
 * host describes the jars one after the other; a jar that stops it or makes it
 * hang is refused for that, and a fresh host goes on with the next.
 *
 * <p>Ids are given out in a fixed order: the ids already taken (the built-in
 * levels) first, then the folders in their order, then each folder's jars by
 * name, then each jar's bots in the order of its services file. A bot whose id
 * is taken is refused, naming who has it.
 */
public final class PluginScan {

    /** How long one jar may take to be described (loading its classes, making its factories). */
    public static final long DESCRIBE_MILLIS = 10_000;

    private static final String ID_FORM = "[a-z0-9]+(-[a-z0-9]+)*";

    private final Map<String, String> owners = new LinkedHashMap<>();
    private final Gson gson = new Gson();
    private BotHostProcess host;

    private PluginScan(Map<String, String> taken) {
        owners.putAll(taken);
    }

    /**
     * @param folders where to look
     * @param taken the ids already taken, each with who has it in words (e.g. {@code "the built-in bot Easy"})
     * @return every jar found, in the order they were looked at
     */
    public static List<PluginJar> scan(PluginFolders folders, Map<String, String> taken) {
        PluginScan scan = new PluginScan(taken);
        try {
            List<PluginJar> jars = new ArrayList<>();
            for (Path folder : folders.folders()) {
                for (Path jar : jarsIn(folder)) {
                    jars.add(scan.look(jar));
                }
            }
            return jars;
        } finally {
            scan.stopHost();
        }
    }

    /** @return the folder's {@code .jar} files by name; none when it does not exist or cannot be read */
    static List<Path> jarsIn(Path folder) {
        List<Path> jars = new ArrayList<>();
        if (!Files.isDirectory(folder)) {
            return jars;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
            for (Path entry : entries) {
                if (entry.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".jar")) {
                    jars.add(entry);
                }
            }
        } catch (IOException | RuntimeException e) {
            return jars;
        }
        Collections.sort(jars, (a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString()));
        return jars;
    }

    private PluginJar look(Path jar) {
        List<PluginBot> none = Collections.emptyList();
        List<String> noLog = Collections.emptyList();
        Manifest manifest;
        try (JarFile file = new JarFile(jar.toFile())) {
            manifest = file.getManifest();
        } catch (IOException | RuntimeException e) {
            return new PluginJar(jar, "not a jar: it cannot be read as one (" + e.getMessage() + ")", none, noLog);
        }
        Attributes main = manifest == null ? new Attributes() : manifest.getMainAttributes();
        String refusal = BotApi.refusal(main.getValue(BotApi.MANIFEST_ATTRIBUTE));
        if (refusal != null) {
            return new PluginJar(jar, refusal, none, noLog);
        }
        Description description;
        try {
            description = describe(jar);
        } catch (HostException e) {
            List<String> log = host == null ? noLog : host.log().lines();
            stopHost();
            return new PluginJar(jar, "it stopped the process reading it: " + e.getMessage(), none, log);
        }
        if (description.refused != null) {
            return new PluginJar(jar, description.refused, none, noLog);
        }
        List<PluginBot> bots = new ArrayList<>();
        for (Description.Bot described : description.bots) {
            PluginBot bot = new PluginBot(jar, described.className, described.id, described.name,
                    orElse(described.version, main.getValue(Attributes.Name.IMPLEMENTATION_VERSION)),
                    orElse(described.author, main.getValue(Attributes.Name.IMPLEMENTATION_VENDOR)),
                    described.description, described.games == null ? new ArrayList<String>() : described.games,
                    described.problem);
            bots.add(claim(bot));
        }
        return new PluginJar(jar, null, bots, noLog);
    }

    /** Gives the bot its id, or refuses it: a bad id, no name, or an id someone has. */
    private PluginBot claim(PluginBot bot) {
        if (!bot.isUsable()) {
            return bot;
        }
        if (bot.id() == null || !bot.id().matches(ID_FORM)) {
            return bot.refused("its id '" + bot.id() + "' is not lower-case letters, digits and dashes");
        }
        if (bot.name() == null || bot.name().trim().isEmpty()) {
            return bot.refused("its name() gave no name");
        }
        String owner = owners.get(bot.id());
        if (owner != null) {
            return bot.refused("the id '" + bot.id() + "' is already taken by " + owner);
        }
        owners.put(bot.id(), "bot " + bot.name() + " of " + bot.jar().getFileName());
        return bot;
    }

    private Description describe(Path jar) throws HostException {
        if (host == null || !host.isAlive()) {
            host = BotHostProcess.start("describe");
        }
        String reply;
        try {
            reply = host.ask("describe " + jar.toAbsolutePath(), DESCRIBE_MILLIS, () -> false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new HostException("the scan was stopped");
        }
        if (!reply.startsWith("described ")) {
            throw new HostException("it answered '" + reply + "' instead of what it holds");
        }
        try {
            Description description = gson.fromJson(reply.substring("described ".length()), Description.class);
            if (description == null || description.bots == null) {
                throw new HostException("it answered an empty description");
            }
            return description;
        } catch (JsonParseException e) {
            throw new HostException("it answered a description that cannot be read: " + e.getMessage());
        }
    }

    private void stopHost() {
        if (host != null) {
            host.kill(); // describing has nothing to close: a host is cheaper to end than to ask
            host = null;
        }
    }

    private static String orElse(String text, String fallback) {
        return text != null && !text.trim().isEmpty() ? text : fallback == null ? "" : fallback;
    }
}
