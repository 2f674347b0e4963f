package org.katakuti.app.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.cli.ArenaCommand;
import org.katakuti.app.cli.CommandLine;
import org.katakuti.app.player.BotRunner;

/**
 * Hostile plugin bots, each in a real jar built here, play {@code arena}
 * against the built-in levels: whatever they do (exit, run out of memory,
 * spin, start threads, tamper with their position, print, answer late, throw)
 * the arena survives to its summary, the match goes on, it costs them at most
 * the game (a forfeit with the reason) and no host process is left behind.
 * Budgets are a second a move: a host's JVM starts inside the first one.
 */
class HostedBotTest {

    private static final String TIME_MS = "1000";

    @TempDir
    static Path folder;
    static BotCatalog catalog;

    @BeforeAll
    static void buildTheHostileJar() {
        PluginJars.in(folder)
                .bot("Polite", "test-polite", PluginJars.FIRST_LEGAL)
                .bot("Exits", "test-exits", PluginJars.EXITS)
                .bot("Hoards", "test-hoards", PluginJars.HOARDS)
                .bot("Spins", "test-spins", PluginJars.SPINS)
                .bot("Threads", "test-threads", PluginJars.THREAD_THAT_NEVER_ENDS)
                .bot("Tampers", "test-tampers", PluginJars.TAMPERS)
                .bot("Prints", "test-prints", PluginJars.PRINTS_THEN_PLAYS)
                .bot("Late", "test-late", PluginJars.LATE)
                .bot("Throws", "test-throws", PluginJars.THROWS)
                .factory("Unmade", "test-unmade", "\"Unmade\"", "throw new IllegalStateException(\"no bot today\");", "")
                .write("hostile.jar");
        catalog = BotCatalog.using(BotCatalog.class.getClassLoader(), PluginFolders.of(List.of(folder)), line -> { });
        assertEquals(10, catalog.plugins().get(0).usable().size(), catalog.plugins().get(0).bots().toString());
    }

    /** The processes this JVM had started before the test (other tests' may still be ending). */
    private java.util.Set<Long> before;

    @BeforeEach
    void noteTheProcessesAlreadyRunning() {
        before = ProcessHandle.current().children().map(ProcessHandle::pid).collect(Collectors.toSet());
    }

    @AfterEach
    void noHostIsLeftRunning() throws InterruptedException {
        // a closed host stops at once, or is killed a second after its close: wait a little more than that
        long end = System.nanoTime() + 5_000_000_000L;
        while (startedHere() > 0 && System.nanoTime() < end) {
            Thread.sleep(50);
        }
        assertEquals(0, startedHere(), "bot hosts still running after the arena");
    }

    private long startedHere() {
        return ProcessHandle.current().children().filter(ProcessHandle::isAlive)
                .filter(process -> !before.contains(process.pid())).count();
    }

    /** The arena's summary after {@code bot} played two games against {@code opponent}. */
    private static Arena arena(String bot, String opponent) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new CommandLine(List.of(new ArenaCommand(catalog, BotRunner.GRACE_MILLIS)), "test").run(
                List.of("arena", "--game", "tic-tac-toe", "--bots", bot + "," + opponent, "--games", "2",
                        "--time-ms", TIME_MS, "--seed", "7"),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(new byte[0]));
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, text + err.toString(StandardCharsets.UTF_8));
        String[] lines = text.split("\n");
        return new Arena(text, JsonParser.parseString(lines[lines.length - 1]).getAsJsonObject(), bot);
    }

    private record Arena(String text, JsonObject summary, String bot) {
        int forfeits() {
            return summary.getAsJsonObject("forfeits").get(bot).getAsInt();
        }

        double score() {
            return summary.getAsJsonObject("score").get(bot).getAsDouble();
        }

        void says(String words) {
            assertTrue(text.contains(words), "'" + words + "' in:\n" + text);
        }
    }

    @Test
    void aWellBehavedPluginPlaysBothGames() {
        Arena arena = arena("test-polite", "easy");
        assertEquals(0, arena.forfeits(), arena.text());
        assertEquals(2, arena.summary().get("games").getAsInt());
    }

    @Test
    void aBotThatCallsSystemExitLosesEachGameAndItsHostIsStartedAgainForTheNext() {
        Arena arena = arena("test-exits", "easy");
        assertEquals(2, arena.forfeits(), arena.text());
        arena.says("exit code 3");
    }

    @Test
    void aBotThatHoardsMemoryRunsOutInItsOwnHeapAndLosesTheGame() {
        Arena arena = arena("test-hoards", "easy");
        assertEquals(2, arena.forfeits(), arena.text());
        arena.says("ran out of memory");
    }

    @Test
    void aBotThatSpinsIgnoringInterruptsForfeitsForTimeAndItsHostIsKilled() {
        Arena arena = arena("test-spins", "easy");
        assertEquals(2, arena.forfeits(), arena.text());
        arena.says("forfeit (time)");
        // noHostIsLeftRunning checks the spinning hosts are gone
    }

    @Test
    void aBotThatStartsAThreadThatNeverEndsStillPlaysAndLeavesNothingRunning() {
        Arena arena = arena("test-threads", "easy");
        assertEquals(0, arena.forfeits(), arena.text());
    }

    @Test
    void aBotThatTampersWithItsPositionByReflectionChangesOnlyItsOwnCopy() {
        Arena arena = arena("test-tampers", "hard");
        // hard never loses tic-tac-toe: had the tampering reached the app's position, it could have
        assertEquals(0.0, arena.score(), arena.text());
        assertEquals(2.0, arena.summary().getAsJsonObject("score").get("hard").getAsDouble(), arena.text());
    }

    @Test
    void whatAPluginPrintsCannotPassForAnAnswer() {
        Arena arena = arena("test-prints", "easy");
        assertEquals(0, arena.forfeits(), arena.text());
    }

    @Test
    void aLateAnswerWithinTheGraceIsTaken() {
        Arena arena = arena("test-late", "easy");
        assertEquals(0, arena.forfeits(), arena.text());
    }

    @Test
    void aBotThatThrowsOrCannotBeMadeLosesByCrashWithTheReason() {
        Arena throwing = arena("test-throws", "easy");
        assertEquals(2, throwing.forfeits(), throwing.text());
        throwing.says("boom");
        Arena unmade = arena("test-unmade", "easy");
        assertEquals(2, unmade.forfeits(), unmade.text());
        unmade.says("no bot today");
    }
}
