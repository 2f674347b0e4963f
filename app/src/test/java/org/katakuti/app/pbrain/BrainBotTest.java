package org.katakuti.app.pbrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.app.arena.BotGame;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.player.BotAnswer;
import org.katakuti.app.player.BotRunner;

/** Gomocup brains as opponents: real ones (katakuti's own pbrain, run as a process) and broken scripts. */
class BrainBotTest {

    @TempDir
    Path folder;

    private final List<String> messages = Collections.synchronizedList(new ArrayList<>());

    private File script(String name, String body) throws Exception {
        Path file = folder.resolve(name);
        Files.writeString(file, "#!/bin/sh\n" + body);
        assertTrue(file.toFile().setExecutable(true));
        return file.toFile();
    }

    /** Katakuti's own brain, in a JVM of its own: a brain that speaks the protocol as Gomocup's do. */
    private File katakutiBrain(String level) throws Exception {
        String java = System.getProperty("java.home") + "/bin/java";
        return script("pbrain-katakuti", "exec \"" + java + "\" -cp \"" + System.getProperty("java.class.path")
                + "\" org.katakuti.app.Main pbrain --level " + level + " --seed 1\n");
    }

    @Test
    void aBrainPlaysAWholeGameThroughTheGuardedRunner() throws Exception {
        BrainBotFactory brain = new BrainBotFactory(katakutiBrain("normal"), messages::add);
        brain.warmUp(Games.FIVE_IN_A_ROW, 1); // a JVM's start is not the first move's business
        BotCatalog catalog = BotCatalog.standard(warning -> { });
        try (BotRunner first = new BotRunner(brain, Games.FIVE_IN_A_ROW, 1);
             BotRunner second = new BotRunner(catalog.byId("easy"), Games.FIVE_IN_A_ROW, 2)) {
            GameRecord game = BotGame.play(Games.FIVE_IN_A_ROW, first, second, 500, (seat, answer, after) -> { });

            assertTrue(game.isOver());
            assertNotEquals(Reason.FORFEIT, game.outcome().reason(), game.detail());
        }
    }

    @Test
    void aBrainThatNeverAnswersForfeitsForTimeAndItsProcessIsKilled() throws Exception {
        Path pid = folder.resolve("pid");
        File silent = script("pbrain-silent", "echo $$ > '" + pid + "'\nread start\necho OK\nexec sleep 600\n");
        BrainBotFactory brain = new BrainBotFactory(silent, messages::add);
        BotAnswer answer;
        try (BotRunner runner = new BotRunner(brain, Games.GOMOKU, 1, 200)) {
            answer = runner.choose(Games.GOMOKU.start(), 100);
        }

        assertFalse(answer.isMove());
        assertEquals(Forfeit.TIME, answer.forfeit());
        long id = Long.parseLong(Files.readString(pid).trim());
        // The kill is asked for as the runner gives up; wait for the system to carry it out.
        for (int i = 0; i < 100 && ProcessHandle.of(id).map(ProcessHandle::isAlive).orElse(false); i++) {
            Thread.sleep(100);
        }
        Optional<ProcessHandle> process = ProcessHandle.of(id);
        assertFalse(process.isPresent() && process.get().isAlive(), "the silent brain still runs");
    }

    @Test
    void aBrainThatAnswersNonsenseOrErrorForfeitsAsCrashed() throws Exception {
        File nonsense = script("pbrain-nonsense", "read start\necho OK\nwhile read line; do echo 'seven, eight'; done\n");
        File refusing = script("pbrain-refusing", "read start\necho 'ERROR I play renju only'\n");
        for (File file : new File[] {nonsense, refusing}) {
            try (BotRunner runner = new BotRunner(new BrainBotFactory(file, messages::add), Games.GOMOKU, 1, 200)) {
                BotAnswer answer = runner.choose(Games.GOMOKU.start().play(org.katakuti.api.rules.Move.parse("h8")),
                        2000);

                assertEquals(Forfeit.CRASH, answer.forfeit(), file + ": " + answer.why());
            }
        }
    }

    @Test
    void theBrainsMessagesAndStandardErrorGoToTheSinkNamedByIt() throws Exception {
        File chatty = script("pbrain-chatty", "read start\necho OK\nwhile read line; do\n"
                + "  case $line in START*) echo OK;; DONE|BEGIN) echo 'MESSAGE thinking hard'; echo 'warming up' >&2;"
                + " echo '7,7';; esac\ndone\n");
        try (BotRunner runner = new BotRunner(new BrainBotFactory(chatty, messages::add), Games.GOMOKU, 1, 200)) {
            BotAnswer answer = runner.choose(Games.GOMOKU.start(), 2000);

            assertTrue(answer.isMove(), answer.why());
            assertEquals("h8", answer.move().toString());
        }
        assertTrue(messages.contains("pbrain-chatty: MESSAGE thinking hard"), messages.toString());
        // its standard error too: at the table there is no terminal to show it
        for (int i = 0; i < 50 && !messages.contains("pbrain-chatty: stderr: warming up"); i++) {
            Thread.sleep(100);
        }
        assertTrue(messages.contains("pbrain-chatty: stderr: warming up"), messages.toString());
    }

    @Test
    void theBrainIsToldTheOthersMoveByTurnAndAWholePositionInTheOrderPlayed() throws Exception {
        Path log = folder.resolve("heard");
        File logging = script("pbrain-logging", "n=0\nwhile read line; do echo \"$line\" >> '" + log + "'\n"
                + "  case $line in START*) echo OK;; DONE|BEGIN|TURN*) n=$((n+1));"
                + " if [ $n = 1 ]; then echo 7,7; else echo 0,0; fi;; esac\ndone\n");
        Position start = Games.replay(Games.GOMOKU, List.of("a1", "o15"));
        try (BotRunner runner = new BotRunner(new BrainBotFactory(logging, messages::add), Games.GOMOKU, 1, 200)) {
            BotAnswer first = runner.choose(start, 2000);
            assertEquals("h8", first.move().toString(), first.why());
            BotAnswer second = runner.choose(start.play(first.move()).play(org.katakuti.api.rules.Move.parse("b1")),
                    2000);
            assertEquals("a15", second.move().toString(), second.why());
        }
        List<String> heard = Files.readAllLines(log);
        // a1 by the first player (the brain: two stones each, it is to move), o15 by the other
        int board = heard.indexOf("BOARD");
        assertEquals(List.of("BOARD", "0,14,1", "14,0,2", "DONE"), heard.subList(board, board + 4), heard.toString());
        assertTrue(heard.contains("TURN 1,14"), "the other's move since the brain's answer comes as TURN: " + heard);
        assertEquals(1, heard.stream().filter("BOARD"::equals).count(), heard.toString());
    }

    /**
     * A brain built on the Gomocup skeleton: {@code BOARD} adds its stones to the board it has, and a stone on
     * a taken square is {@code ERROR}; only {@code START} (or {@code RESTART}) empties the board.
     */
    private File skeletonBrain() throws Exception {
        return script("pbrain-skeleton", "taken=' '\n"
                + "put() { case \"$taken\" in *\" $1 \"*) echo \"ERROR my move [$1]\"; return 1;; esac;"
                + " taken=\"$taken$1 \"; }\n"
                + "reply() { for x in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do for y in 0 1 2 3 4 5 6 7 8 9 10 11 12 13 14;"
                + " do case \"$taken\" in *\" $x,$y \"*) ;; *) put $x,$y; echo $x,$y; return;; esac; done; done; }\n"
                + "while read line; do case $line in\n"
                + "  START*) taken=' '; echo OK;;\n"
                + "  BEGIN) reply;;\n"
                + "  TURN*) put \"${line#TURN }\" && reply;;\n"
                + "  BOARD) ok=1; while read stone; do [ \"$stone\" = DONE ] && break; put \"${stone%,*}\" || ok=0; done;"
                + " [ $ok = 1 ] && reply;;\n"
                + "esac; done\n");
    }

    @Test
    void aPositionOfAnotherGameStartsTheBrainsBoardAfreshBeforeItIsSent() throws Exception {
        Position one = Games.replay(Games.GOMOKU, List.of("a1", "o15"));
        // Another game from a book line that shares a1 with the first: sent onto the old board, a1 would be taken.
        Position other = Games.replay(Games.GOMOKU, List.of("a1", "h8"));
        try (BotRunner runner = new BotRunner(new BrainBotFactory(skeletonBrain(), messages::add), Games.GOMOKU, 1,
                200)) {
            BotAnswer first = runner.choose(one, 2000);
            assertTrue(first.isMove(), first.why());
            BotAnswer second = runner.choose(other, 2000);
            assertTrue(second.isMove(), "the brain was sent the other game onto its old board: " + second.why());
            BotAnswer fromTheStart = runner.choose(Games.GOMOKU.start(), 2000);
            assertTrue(fromTheStart.isMove(), fromTheStart.why());
        }
    }

    @Test
    void aBrainNamesItselfByItsFileAndPlaysOnlyFreestyle() throws Exception {
        BrainBotFactory brain = new BrainBotFactory(new File("/opt/brains/Rapfi.EXE"), messages::add);

        assertEquals("pbrain-rapfi", brain.id());
        assertTrue(brain.plays(Games.GOMOKU) && brain.plays(Games.FIVE_IN_A_ROW));
        assertTrue(brain.plays(Freestyle.board(20)), "the Gomocup's board, for the strength loop");
        assertFalse(brain.plays(Games.TIGADI));
        assertFalse(brain.plays(Games.MISERE));
        assertFalse(brain.plays(new MnkGame("freestyle-20x15", 20, 15, 5, false)), "not a square board");
    }
}
