package org.katakuti.app.pbrain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Reason;
import org.katakuti.app.bots.LevelBotFactory;
import org.katakuti.app.player.TestFactories;

/** The brain against a scripted manager: each test sends lines as Piskvork would and reads the answers. */
class PbrainSessionTest {

    /** What the bot was asked: the position it saw and the budget it was given. */
    private final List<Position> asked = new ArrayList<>();
    private final List<Long> budgets = new ArrayList<>();
    /** Plays the first legal square (a1, a2 and on up the columns), after noting the question. */
    private final Bot firstFree = (position, deadline) -> {
        asked.add(position);
        budgets.add(deadline.budgetMillis());
        return position.legalMoves().get(0);
    };
    /** The session's clock: it began at 0, and by default every move comes long after its start-up. */
    private long nowMillis;
    private final PbrainSession session = new PbrainSession(
            TestFactories.of("first-free", "first free", game -> true, seed -> firstFree), 1, 200, "9.9",
            () -> nowMillis);

    {
        nowMillis = 60_000; // after the session was made at 0
    }
    private boolean ended;

    @AfterEach
    void close() {
        session.close();
    }

    /** Sends the lines; @return every line the brain answered */
    private List<String> send(String... lines) throws InterruptedException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        for (String line : lines) {
            ended |= !session.handle(line, out);
        }
        String text = bytes.toString(StandardCharsets.UTF_8);
        return text.isEmpty() ? List.of() : Arrays.asList(text.split("\\R"));
    }

    @Test
    void startAnswersOkForSquareBoardsAFiveFitsOnUpToTwentySixAndAnErrorForOthers() throws InterruptedException {
        assertEquals(List.of("OK"), send("START 15"));
        assertEquals(List.of("OK"), send("START 9"));
        assertEquals(List.of("OK"), send("START 20"));
        assertEquals(List.of("OK"), send("START 5"));
        assertEquals(List.of("OK"), send("START 26"));
        for (String size : new String[] {"4", "27", "0", "-15"}) {
            List<String> answer = send("START " + size);
            assertEquals(1, answer.size());
            assertTrue(answer.get(0).startsWith("ERROR unsupported size " + size + ": katakuti plays square boards,"
                    + " 5x5 to 26x26"), answer.toString());
        }
        assertTrue(send("START big").get(0).startsWith("ERROR"));
        assertEquals(List.of("OK"), send("RECTSTART 15,15"));
        assertTrue(send("RECTSTART 15,9").get(0).startsWith("ERROR"));
    }

    @Test
    void onGomocupsTwentyByTwentyTheBrainPlaysFreestyleWithFiveToWin() throws InterruptedException {
        send("START 20");

        List<String> answer = send("TURN 19,0");

        Position seen = asked.get(0);
        assertEquals(20, seen.columns());
        assertEquals(20, seen.rows());
        assertFalse(seen.isLegal(Move.at(Point.of(19, 19))), "the manager's 19,0 is the top-right corner, t20");
        assertEquals(List.of(GomocupSquare.text(seen.legalMoves().get(0).to(), 20)), answer);
        assertEquals(List.of("0,19"), answer, "a1, the bottom-left corner");
        // Column a from the bottom for the brain (the first free squares), column b for the manager.
        List<String> won = send("TURN 1,19", "TURN 1,18", "TURN 1,17", "TURN 1,16");
        assertEquals(List.of("0,18", "0,17", "0,16", "0,15"), won);
        assertTrue(send("TURN 1,15").get(0).startsWith("ERROR the game is over"), "five in a row won on 20x20");
    }

    @Test
    void aBotThatDoesNotPlayASizeIsRefusedAtStart() throws InterruptedException {
        PbrainSession onlyRuleBook = new PbrainSession(TestFactories.of("rule-book", "rule-book bot",
                game -> game == Games.GOMOKU || game == Games.FIVE_IN_A_ROW, seed -> firstFree), 1, 200, "9.9");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try {
            onlyRuleBook.handle("START 20", out);
            onlyRuleBook.handle("TURN 10,10", out);
            onlyRuleBook.handle("START 15", out);
        } finally {
            onlyRuleBook.close();
        }

        List<String> lines = Arrays.asList(bytes.toString(StandardCharsets.UTF_8).split("\\R"));
        assertEquals(List.of("ERROR rule-book bot does not play on 20x20",
                "ERROR no board yet: send START 15 (or another size) first", "OK"), lines);
    }

    @Test
    void gomocupSquaresCountFromTheTopLeftAndTheRuleBookFromTheBottomLeft() {
        assertEquals(Point.parse("a15"), GomocupSquare.point(0, 0, 15));
        assertEquals(Point.parse("h8"), GomocupSquare.point(7, 7, 15));
        assertEquals(Point.parse("o1"), GomocupSquare.point(14, 14, 15));
        assertEquals(Point.parse("e5"), GomocupSquare.point(4, 4, 9));
        assertEquals(Point.parse("a1"), GomocupSquare.point(0, 8, 9));
        assertEquals("3,11", GomocupSquare.text(Point.parse("d4"), 15));
    }

    @Test
    void turnPlaysTheOtherMoveThenAnswersTheBrainsSquare() throws InterruptedException {
        send("START 15");

        List<String> answer = send("TURN 7,7");

        assertEquals(1, answer.size(), answer.toString());
        Position seen = asked.get(0);
        assertEquals(1, seen.moveCount());
        assertFalse(seen.isLegal(Move.at(Point.parse("h8"))), "the manager's 7,7 is h8, taken");
        Move first = seen.legalMoves().get(0);
        assertEquals(GomocupSquare.text(first.to(), 15), answer.get(0));
    }

    @Test
    void beginMakesTheBrainMoveFirstOnAnEmptyBoard() throws InterruptedException {
        send("START 9");

        List<String> answer = send("BEGIN");

        assertEquals(1, answer.size());
        assertTrue(answer.get(0).matches("\\d,\\d"), answer.toString());
        assertEquals(0, asked.get(0).moveCount());
        assertTrue(send("BEGIN").get(0).startsWith("ERROR"), "BEGIN after a move is refused");
    }

    @Test
    void boardReplaysTheStonesAlternatelyWithTheBrainToMove() throws InterruptedException {
        send("START 15");

        List<String> answer = send("BOARD", "7,7,2", "8,8,1", "7,8,2", "DONE");

        assertEquals(1, answer.size(), answer.toString());
        Position seen = asked.get(0);
        assertEquals(3, seen.moveCount());
        for (String taken : new String[] {"h8", "i7", "h7"}) {
            assertFalse(seen.isLegal(Move.at(Point.parse(taken))), taken);
        }
    }

    @Test
    void aBadBoardIsAnErrorAndLeavesTheGameAsItWas() throws InterruptedException {
        send("START 15", "TURN 7,7");
        asked.clear();

        assertTrue(send("BOARD", "7,7,1", "7,7,2", "DONE").get(0).startsWith("ERROR"));
        assertTrue(send("BOARD", "7,7,1", "8,8,1", "DONE").get(0).startsWith("ERROR"), "the brain is not to move");
        assertTrue(send("BOARD", "7,7,3", "DONE").get(0).startsWith("ERROR"), "no continuous-game stones");
        assertTrue(send("BOARD", "seven", "DONE").get(0).startsWith("ERROR"));
        assertTrue(asked.isEmpty());
        send("TURN 0,0");
        assertEquals(3, asked.get(0).moveCount(), "the game before the bad boards, and one move more");
    }

    @Test
    void afterAFiveTheGameIsOverAndAMoveIsAnError() throws InterruptedException {
        send("START 15");

        List<String> answer = send("BOARD", "0,0,2", "14,14,1", "1,0,2", "14,13,1", "2,0,2", "14,12,1", "3,0,2",
                "13,14,1", "4,0,2", "DONE");

        assertEquals(1, answer.size(), answer.toString());
        assertTrue(answer.get(0).startsWith("ERROR the game is over"), answer.toString());
        assertTrue(asked.isEmpty(), "the bot is not asked");
    }

    /**
     * The rule book draws a game once no five can be made any more ("dead"); a Gomocup manager plays on
     * until a five or a full board, and a brain that answered nothing would lose on time.
     */
    @Test
    void aGameWhereNoFiveCanBeMadeAnyMoreIsPlayedOnUntilTheManagerEndsIt() throws InterruptedException {
        List<Move> dead = deadDrawOnNineByNine();
        send("START 9");
        List<String> board = new ArrayList<>();
        board.add("BOARD");
        // the brain is to move: its stones are those of the seat that moves next
        int own = dead.size() % 2;
        for (int i = 0; i < dead.size(); i++) {
            board.add(GomocupSquare.text(dead.get(i).to(), 9) + "," + (i % 2 == own ? 1 : 2));
        }
        board.add("DONE");
        Set<String> taken = new HashSet<>();
        for (Move move : dead) {
            taken.add(GomocupSquare.text(move.to(), 9));
        }

        String first = send(board.toArray(new String[0])).get(0);
        assertTrue(first.matches("\\d,\\d") && taken.add(first), "a free square, not " + first);
        String free = null;
        for (int x = 0; x < 9 && free == null; x++) {
            for (int y = 0; y < 9 && free == null; y++) {
                free = taken.contains(x + "," + y) ? null : x + "," + y;
            }
        }
        taken.add(free);
        String second = send("TURN " + free).get(0);
        assertTrue(second.matches("\\d,\\d") && taken.add(second), "the game goes on: a free square, not " + second);
        assertTrue(send("TURN " + first).get(0).startsWith("ERROR"), "a taken square is still refused");
    }

    /** @return the moves of a 9x9 game between two normal bots that the rules end as a dead draw */
    private static List<Move> deadDrawOnNineByNine() {
        for (long seed = 1; seed <= 200; seed++) {
            Bot one = new LevelBotFactory.Normal().create(Games.FIVE_IN_A_ROW, seed);
            Bot two = new LevelBotFactory.Normal().create(Games.FIVE_IN_A_ROW, seed + 1000);
            Position position = Games.FIVE_IN_A_ROW.start();
            List<Move> moves = new ArrayList<>();
            while (!position.isOver()) {
                Move move = (moves.size() % 2 == 0 ? one : two).choose(position, Deadline.none());
                moves.add(move);
                position = position.play(move);
            }
            if (position.outcome().reason() == Reason.DEAD) {
                return moves;
            }
        }
        throw new AssertionError("no dead draw in 200 games of normal against normal");
    }

    @Test
    void restartEmptiesTheBoardAndTakebackUndoesTheLastMove() throws InterruptedException {
        send("START 15");
        List<String> reply = send("TURN 7,7");

        assertEquals(List.of("OK"), send("TAKEBACK " + reply.get(0)));
        assertTrue(send("TAKEBACK 1,1").get(0).startsWith("ERROR"), "not the last move");
        assertEquals(List.of("OK"), send("RESTART"));
        send("BEGIN");
        assertEquals(0, asked.get(asked.size() - 1).moveCount());
    }

    @Test
    void badLinesAreAnsweredAndNeverEndTheSession() throws InterruptedException {
        assertTrue(send("TURN 7,7").get(0).startsWith("ERROR no board yet"));
        send("START 15");

        assertTrue(send("HELLO").get(0).startsWith("UNKNOWN"));
        assertTrue(send("SWAP2BOARD").get(0).startsWith("UNKNOWN"));
        assertTrue(send("TURN 7").get(0).startsWith("ERROR"));
        assertTrue(send("TURN 15,0").get(0).startsWith("ERROR"), "off the board");
        send("TURN 7,7");
        assertTrue(send("TURN 7,7").get(0).startsWith("ERROR"), "taken");
        assertTrue(send("INFO timeout_turn soon").get(0).startsWith("ERROR"));
        assertEquals(List.of(), send("", "INFO folder /tmp", "INFO game_type 1"));
        assertFalse(ended);
    }

    @Test
    void theTurnTimeFromInfoIsTheBudgetGivenToTheBotLessAMargin() throws InterruptedException {
        send("START 15", "INFO timeout_turn 2000", "INFO timeout_match 0");
        send("TURN 7,7");

        assertEquals(2000 - (30 + 200), budgets.get(0));
        assertTrue(budgets.get(0) < 2000);
    }

    @Test
    void aFirstMoveSoonAfterTheStartIsShortenedByTheTimeJavaMayHaveTakenToStartOnTheManagersClock()
            throws InterruptedException {
        nowMillis = 300; // GomocupJudge lets the brain go on only for its first move: start-up and all is timed
        send("START 15", "INFO timeout_turn 2000", "TURN 7,7");
        nowMillis = 900;
        send("TURN 0,0");

        long turn = 2000 - (30 + 200);
        assertEquals(turn - 300 - PbrainSession.BEFORE_SESSION_MILLIS, budgets.get(0));
        assertEquals(turn, budgets.get(1), "only the first move");
    }

    @Test
    void aFirstMoveLongAfterTheStartHasItsWholeTime() throws InterruptedException {
        send("START 15", "INFO timeout_turn 2000");
        nowMillis = PbrainSession.STARTUP_WINDOW_MILLIS; // the manager kept the brain waiting: Java has started
        send("TURN 7,7");

        assertEquals(2000 - (30 + 200), budgets.get(0));
    }

    @Test
    void theTimeLeftInATimedMatchLimitsTheBudget() throws InterruptedException {
        send("START 15", "INFO timeout_turn 5000", "INFO timeout_match 60000", "INFO time_left 3000");
        send("TURN 7,7");

        // 3000 ms left: a fifteenth of it, 200 ms, less a margin of 30 + 20 ms.
        assertEquals(150, budgets.get(0));
        send("INFO time_left 150000", "TURN 0,0");
        assertEquals(5000 - 300, budgets.get(1), "the turn limit, less the largest margin");
    }

    @Test
    void aZeroTurnTimeStillGivesTheBotAMomentToAnswer() throws InterruptedException {
        send("START 15", "INFO timeout_turn 0");
        send("TURN 7,7");

        assertEquals(TurnTime.MIN_MILLIS, budgets.get(0));
    }

    @Test
    void aRuleOtherThanFreestyleIsAnError() throws InterruptedException {
        send("START 15");
        assertEquals(List.of(), send("INFO rule 0"));

        assertTrue(send("INFO rule 1").get(0).startsWith("ERROR rule 1"), "exactly five");
        assertTrue(send("TURN 7,7").get(0).startsWith("ERROR rule 1"), "and the brain does not play it");
        assertTrue(send("INFO rule 4").get(0).startsWith("ERROR"), "renju");
        assertEquals(List.of(), send("INFO rule 2"), "continuous play is the manager's business");
        assertEquals(1, send("TURN 7,7").size());
    }

    @Test
    void aboutNamesTheBrainAndEndEndsTheSession() throws InterruptedException {
        List<String> about = send("ABOUT");
        assertTrue(about.get(0).startsWith("name=\"katakuti\", version=\"9.9\""), about.toString());

        assertEquals(List.of(), send("END"));
        assertTrue(ended);
    }

    @Test
    void aBotThatFailsStillAnswersALegalSquareWithAMessage() throws InterruptedException {
        PbrainSession failing = new PbrainSession(TestFactories.of("thrower", "thrower", game -> true, seed ->
                (position, deadline) -> {
                    throw new IllegalStateException("boom");
                }), 1, 200, "9.9");
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        try {
            failing.handle("START 15", out);
            failing.handle("TURN 7,7", out);
        } finally {
            failing.close();
        }

        List<String> lines = Arrays.asList(bytes.toString(StandardCharsets.UTF_8).split("\\R"));
        assertEquals("OK", lines.get(0));
        assertTrue(lines.get(1).startsWith("MESSAGE the bot failed: IllegalStateException: boom"), lines.toString());
        assertTrue(lines.get(2).matches("\\d+,\\d+"), lines.toString());
    }
}
