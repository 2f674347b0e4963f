package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayedMove;
import org.katakuti.api.match.Side;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.log.MatchLogStore;

class MatchCommandTest {

    private final MatchCommand match = new MatchCommand(BotCatalog.standard(warning -> { }), 1000);

    private Run match(String... args) {
        return Run.of(match, "", args);
    }

    private static JsonObject summary(Run run) {
        return new Gson().fromJson(run.lastOut(), JsonObject.class);
    }

    @Test
    void hardAgainstEasyAtTicTacToeEndsWithH1AndAPositiveElo() {
        Run run = match("--game", "tic-tac-toe", "--bots", "hard,easy", "--time-ms", "500", "--seed", "3",
                "--threads", "1");

        assertEquals(0, run.status(), run.err().toString());
        assertTrue(run.out().get(0).startsWith("match: tic-tac-toe, A hard vs B easy, 500 ms a move"), run.out().get(0));
        assertTrue(run.out().get(1).startsWith("pair 1 [a1]: "), run.out().get(1));
        assertTrue(run.out().stream().anyMatch(line -> line.startsWith("SPRT: LLR ") && line.contains("H1 accepted")),
                run.out().toString());
        JsonObject json = summary(run);
        assertEquals("H1", json.get("verdict").getAsString());
        long pairs = json.get("games").getAsLong() / 2;
        for (String seat : new String[] {"aFirstSeat", "aSecondSeat"}) {
            long[] results = new Gson().fromJson(json.get(seat), long[].class);
            assertEquals(0, results[2], seat + ": hard never loses at tic-tac-toe");
            assertEquals(pairs, results[0] + results[1] + results[2], seat + ": one game a pair");
        }
        String bySeat = "A hard in the first seat: \\d+ won, \\d+ drawn, 0 lost;"
                + " in the second: \\d+ won, \\d+ drawn, 0 lost";
        assertTrue(run.out().stream().anyMatch(line -> line.matches(bySeat)), run.out().toString());
        assertEquals(2, json.getAsJsonArray("slowestMoveMs").size());
        assertTrue(json.get("score").getAsDouble() > 0.5);
    }

    /** The app's own classes stand in for an older build: the same bot, loaded apart, is as strong. */
    @Test
    void aBotFromAnotherBuildIsLoadedApartAndLabelledWithIt() throws Exception {
        File classes = new File(BotCatalog.class.getProtectionDomain().getCodeSource().getLocation().toURI());

        Run run = match("--game", "tic-tac-toe", "--bots", "hard,hard", "--jar-b", classes.getPath(),
                "--time-ms", "500", "--seed", "3", "--threads", "1", "--max-games", "40");

        assertEquals(0, run.status(), run.err().toString());
        JsonObject json = summary(run);
        assertEquals("hard@" + classes.getName(), json.get("b").getAsString());
        // Both play perfectly: every pair is two draws, which can tell them apart no more than H1 from H0.
        assertEquals(20, json.getAsJsonArray("pentanomial").get(2).getAsInt(), run.out().toString());
        assertEquals("inconclusive", json.get("verdict").getAsString(), run.out().toString());
        assertTrue(run.out().stream().anyMatch(line -> line.startsWith("SPRT: ")
                && line.endsWith("inconclusive: only 0 of the 20 pairs went other than 1-1 or two draws;"
                        + " the test decides only after 10 such pairs")), run.out().toString());
    }

    @Test
    void aBookFileIsPlayedAndABadOneRefused(@TempDir Path folder) throws Exception {
        Path book = folder.resolve("book.txt");
        Files.writeString(book, "b2 a1\n");
        Run run = match("--game", "tic-tac-toe", "--bots", "hard,hard", "--book", book.toString(), "--max-games", "4",
                "--elo0", "-0.01", "--elo1", "0.01", "--time-ms", "500");

        assertEquals(0, run.status(), run.err().toString());
        assertTrue(run.out().get(1).matches("pair [12] \\[b2 a1\\]: .*"), run.out().get(1));
        assertEquals("inconclusive", summary(run).get("verdict").getAsString());

        Files.writeString(book, "b2 b2\n");
        Run bad = match("--game", "tic-tac-toe", "--bots", "hard,hard", "--book", book.toString());
        assertTrue(bad.isBadInput(), bad.toString());
        assertTrue(bad.err().get(0).contains("line 1"), bad.err().toString());
    }

    @Test
    void saveKeepsBothGamesOfEveryPairFromTheBookLineWithEachBotFirstOnce(@TempDir Path folder) throws Exception {
        Path book = folder.resolve("book.txt");
        Files.writeString(book, "b2 a1\n");
        Path logs = folder.resolve("logs");
        Run run = match("--game", "tic-tac-toe", "--bots", "hard,easy", "--book", book.toString(), "--max-games", "4",
                "--time-ms", "500", "--threads", "1", "--seed", "5", "--save", logs.toString());

        assertEquals(0, run.status(), run.err().toString());
        List<MatchLogStore.Entry> entries = new MatchLogStore(logs, "test").list();
        assertEquals(4, entries.size(), entries.toString());
        Map<String, Integer> firstMovers = new HashMap<>();
        for (MatchLogStore.Entry entry : entries) {
            assertTrue(entry.isGood(), entry.toString());
            MatchRecord record = entry.record();
            assertEquals(1, record.firstTo());
            assertTrue(record.isOver(), entry.toString());
            List<PlayedMove> moves = record.games().get(0).moves();
            assertEquals("b2", moves.get(0).move().toString(), "the book line comes first: " + moves);
            assertEquals("a1", moves.get(1).move().toString(), "the book line comes first: " + moves);
            firstMovers.merge(record.player(Side.ONE).botId(), 1, Integer::sum);
        }
        assertEquals(Map.of("hard", 2, "easy", 2), firstMovers);
    }

    @Test
    void aSaveFolderThatCannotBeWrittenIsSaidAndTheMatchStillEnds(@TempDir Path folder) throws Exception {
        Path file = folder.resolve("a-file");
        Files.write(file, new byte[] {7});
        Run run = match("--game", "tic-tac-toe", "--bots", "hard,hard", "--max-games", "2", "--time-ms", "500",
                "--threads", "1", "--save", file.toString());

        assertEquals(0, run.status(), run.err().toString());
        assertTrue(run.err().stream().anyMatch(line -> line.startsWith("match: cannot save game 1 of pair 1 in " + file)),
                run.err().toString());
        assertEquals(2, summary(run).get("games").getAsInt());
    }

    @Test
    void timeOddsAreSaidInTheHeaderAndTheSlowestMoves() {
        Run run = match("--game", "tic-tac-toe", "--bots", "hard,easy", "--time-ms", "500", "--time-ms-b", "400",
                "--seed", "3", "--threads", "1", "--max-games", "4");

        assertEquals(0, run.status(), run.err().toString());
        assertTrue(run.out().get(0).startsWith("match: tic-tac-toe, A hard vs B easy, A 500 ms, B 400 ms a move"),
                run.out().get(0));
        assertTrue(run.out().stream()
                .anyMatch(line -> line.matches("slowest move: hard \\d+ ms of 500, easy \\d+ ms of 400")),
                run.out().toString());
        assertEquals("[500,400]", summary(run).get("timeMs").toString());
        assertTrue(match("--game", "tic-tac-toe", "--bots", "hard,easy", "--time-ms-b", "0").isBadInput());
    }

    @Test
    void boardPlaysGomokuOnTheGomocupsTwentyByTwentyFromItsBookMovedToTheCentre() {
        Run run = match("--game", "gomoku", "--board", "20", "--bots", "normal,easy", "--time-ms", "200",
                "--seed", "3", "--threads", "1", "--max-games", "2");

        assertEquals(0, run.status(), run.err().toString());
        assertTrue(run.out().get(0).startsWith("match: freestyle-20, A normal vs B easy, 200 ms a move, built-in"
                + " gomoku book moved to the centre of freestyle-20 (47 openings)"), run.out().get(0));
        // The book's first line, k5 k9 k10 i11, two columns right and two rows up.
        assertTrue(run.out().get(1).startsWith("pair 1 [m7 m11 m12 k13]: "), run.out().get(1));
        assertEquals(2, summary(run).get("games").getAsInt());
    }

    @Test
    void aBoardTheBookDoesNotFitIsPlayedFromAnotherBook() {
        Run noBook = match("--game", "gomoku", "--board", "12", "--bots", "easy,easy");
        assertTrue(noBook.isBadInput(), noBook.toString());
        assertEquals("katakuti match: built-in gomoku book is a book of gomoku: it does not fit freestyle-12;"
                + " give --book start or a book file", noBook.err().get(0));

        Run run = match("--game", "gomoku", "--board", "12", "--book", "start", "--bots", "easy,easy",
                "--time-ms", "200", "--seed", "3", "--threads", "1", "--max-games", "2");
        assertEquals(0, run.status(), run.err().toString());
        assertTrue(run.out().get(0).startsWith("match: freestyle-12, "), run.out().get(0));
    }

    @Test
    void aBoardIsRefusedForOtherGamesOutsideFiveToTwentySixAndWithSave(@TempDir Path folder) {
        assertTrue(match("--game", "tigadi", "--board", "20", "--bots", "easy,easy").isBadInput());
        assertTrue(match("--game", "gomoku", "--board", "4", "--bots", "easy,easy").isBadInput());
        assertTrue(match("--game", "gomoku", "--board", "27", "--bots", "easy,easy").isBadInput());
        Run save = match("--game", "gomoku", "--board", "20", "--bots", "easy,easy", "--save", folder.toString());
        assertTrue(save.isBadInput(), save.toString());
        assertTrue(save.err().get(0).contains("the rule book's boards only"), save.err().toString());
    }

    @Test
    void badOptionsAreOneLineErrors() {
        assertTrue(match("--game", "tic-tac-toe", "--bots", "hard").isBadInput());
        assertTrue(match("--game", "tic-tac-toe", "--bots", "hard,easy", "--alpha", "lots").isBadInput());
        assertTrue(match("--game", "tic-tac-toe", "--bots", "hard,easy", "--elo0", "5", "--elo1", "0").isBadInput());
        assertTrue(match("--game", "tic-tac-toe", "--bots", "hard,easy", "--jar-b", "/no/such.jar").isBadInput());
        assertTrue(match("--game", "tic-tac-toe", "--bots", "hard,easy", "--save", " ").isBadInput());
    }
}
