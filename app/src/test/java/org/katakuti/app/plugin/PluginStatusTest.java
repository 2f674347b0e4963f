package org.katakuti.app.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.cli.BotsCommand;
import org.katakuti.app.cli.CommandLine;

/**
 * Every plugin jar gets a status, loaded or refused with the reason in plain
 * words, and nothing a jar does hides the other bots: real jars, built here,
 * each broken in its own way, scanned together as a user's folder would be.
 */
class PluginStatusTest {

    @TempDir
    static Path folder;
    static BotCatalog catalog;
    static final List<String> warnings = new ArrayList<>();
    static final Map<String, PluginJar> byName = new TreeMap<>();

    @BeforeAll
    static void scanAFolderOfGoodAndBrokenJars() throws Exception {
        PluginJars.in(folder).bot("Good", "test-good", PluginJars.FIRST_LEGAL).write("good.jar");
        Files.writeString(folder.resolve("not-a-jar.jar"), "this is a text file");
        PluginJars.in(folder).bot("Quiet", "test-quiet", PluginJars.FIRST_LEGAL).withoutServices().write("no-services.jar");
        PluginJars.in(folder).listsMissingClass("plug.Gone").write("missing-class.jar");
        PluginJars.in(folder).factory("Nameless", "test-nameless", "thrower()", "return null;",
                "String thrower() { throw new IllegalStateException(\"no name today\"); }").write("throwing-name.jar");
        PluginJars.in(folder).bot("Future", "test-future", PluginJars.FIRST_LEGAL).classVersion(99).write("newer-java.jar");
        PluginJars.in(folder).bot("Next", "test-next", PluginJars.FIRST_LEGAL).manifest("Katakuti-Bot-Api", "2.0")
                .write("newer-api.jar");
        PluginJars.in(folder).factory("BadInit", "test-bad-init", "\"x\"", "return null;",
                "static final int N = Integer.parseInt(\"not a number\");").write("initialiser.jar");
        PluginJars.in(folder).factory("Stubborn", "test-stubborn", "\"x\"", "return null;",
                "public Stubborn() { throw new IllegalStateException(\"will not be made\"); }").write("constructor.jar");
        PluginJars.in(folder).factory("Leaver", "test-leaver", "\"x\"", "return null;",
                "static { if (Boolean.TRUE) { System.exit(4); } }").write("exits-when-read.jar");
        PluginJars.in(folder).bot("Usurper", "easy", PluginJars.FIRST_LEGAL).write("taken-id.jar");
        PluginJars.in(folder).library("Lib", "package plug; public class Lib { }")
                .factory("NeedsLib", "test-needs-lib", "\"x\"", "return null;", "static final Object LIB = new Lib();")
                .write("missing-library.jar");
        PluginJars.in(folder).bot("DupA", "test-dup", PluginJars.FIRST_LEGAL).write("dup-a.jar");
        PluginJars.in(folder).bot("DupB", "test-dup", PluginJars.FIRST_LEGAL).write("dup-b.jar");
        catalog = BotCatalog.using(BotCatalog.class.getClassLoader(), PluginFolders.of(List.of(folder)), warnings::add);
        for (PluginJar jar : catalog.plugins()) {
            byName.put(jar.fileName(), jar);
        }
    }

    private static String refusal(String jar) {
        PluginJar found = byName.get(jar);
        assertTrue(found != null, jar + " has a status: " + byName.keySet());
        assertTrue(!found.isLoaded(), jar + " is refused");
        return found.refusal();
    }

    private static void refusedFor(String jar, String words) {
        String why = refusal(jar);
        assertTrue(why.contains(words), jar + ": " + why);
    }

    @Test
    void everyJarInTheFolderGetsAStatus() {
        assertEquals(14, byName.size(), byName.keySet().toString());
    }

    @Test
    void aGoodJarLoadsBesideTheBuiltInLevelsWhateverTheOthersDo() {
        assertTrue(byName.get("good.jar").isLoaded());
        List<String> ids = catalog.ids();
        assertEquals(List.of("easy", "normal", "hard"), ids.subList(0, 3));
        assertTrue(ids.contains("test-good"), ids.toString());
        assertTrue(ids.contains("test-dup"), ids.toString());
        assertEquals(2, ids.stream().filter(id -> id.startsWith("test-")).count(), ids.toString());
    }

    @Test
    void brokenJarsAreRefusedWithTheReasonInPlainWords() {
        refusedFor("not-a-jar.jar", "not a jar");
        refusedFor("no-services.jar", "no bot inside");
        refusedFor("missing-class.jar", "plug.Gone, which is not in the jar");
        refusedFor("throwing-name.jar", "its name() threw IllegalStateException: no name today");
        refusedFor("newer-java.jar", "compiled for a newer Java");
        refusedFor("newer-api.jar", "built for bot API 2.0, newer than this Katakuti's 1.0");
        refusedFor("initialiser.jar", "plug.BadInit failed to initialise: NumberFormatException");
        refusedFor("constructor.jar", "the constructor of plug.Stubborn threw IllegalStateException: will not be made");
        refusedFor("missing-library.jar", "a class it needs is missing: plug/Lib");
    }

    @Test
    void aJarThatStopsTheProcessReadingItIsRefusedAndTheNextJarsAreStillRead() {
        refusedFor("exits-when-read.jar", "exit code 4");
        assertTrue(byName.get("good.jar").isLoaded(), "read after it, by a fresh host");
    }

    @Test
    void idsClashInAFixedOrderAndTheLoserIsToldWhoHasTheId() {
        refusedFor("taken-id.jar", "the id 'easy' is already taken by the built-in bot Easy");
        assertTrue(byName.get("dup-a.jar").isLoaded());
        refusedFor("dup-b.jar", "the id 'test-dup' is already taken by bot Test test-dup of dup-a.jar");
    }

    @Test
    void everyRefusalIsAlsoAWarningLine() {
        long refused = byName.values().stream().filter(jar -> !jar.isLoaded()).count();
        assertEquals(refused, warnings.stream().filter(line -> line.contains("was refused")).count(), warnings.toString());
    }

    @Test
    void botsPrintsEveryJarWithItsStatusAndAsJson() {
        String text = run("bots");
        assertTrue(text.contains("test-good  Test test-good"), text);
        assertTrue(text.contains("not-a-jar.jar: refused: not a jar"), text);
        String json = run("bots", "--json");
        assertTrue(json.startsWith("{\"bots\":["), json);
        assertTrue(json.contains("\"status\":\"refused\",\"reason\":\"it was built for bot API 2.0"), json);
    }

    private static String run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new CommandLine(List.of(new BotsCommand(catalog)), "test").run(List.of(args),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0]));
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }
}
