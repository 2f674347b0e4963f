package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

class BotCommandTest {

    private final BotCommand bot = new BotCommand(TestBots.catalog(), 200);

    private Run session(String... lines) {
        return Run.of(bot, String.join("\n", lines) + "\n");
    }

    private static String firstLegal(String... moves) {
        return Games.replay(Games.TIC_TAC_TOE, List.of(moves)).legalMoves().get(0).toString();
    }

    @Test
    void answersEveryCommandOfAWholeConversation() {
        Run run = session("game tic-tac-toe", "level first-legal", "moves a1 b2", "go 1000", "quit");

        assertEquals(0, run.status());
        assertEquals(List.of("ok", "ok", "ok", "bestmove " + firstLegal("a1", "b2")), run.out());
    }

    @Test
    void movesAloneIsTheStartPosition() {
        Run run = session("game tic-tac-toe", "level first-legal", "moves a1", "moves", "go 100");

        assertEquals("bestmove " + firstLegal(), run.lastOut());
    }

    @Test
    void anIllegalMoveIsNamedByItsPlaceAndThePositionStaysAsItWas() {
        Run run = session("game tic-tac-toe", "level first-legal", "moves a1", "moves a1 b2 b2 c3", "go 100");

        assertEquals(List.of("ok", "ok", "ok", "illegal 2 b2", "bestmove " + firstLegal("a1")), run.out());
    }

    @Test
    void anUnreadableMoveIsAnsweredIllegalAsWritten() {
        Run run = session("game tic-tac-toe", "moves a1 b-9");

        assertEquals("illegal 1 b-9", run.lastOut());
    }

    @Test
    void junkIsAnsweredWithAnErrorAndTheSessionGoesOn() {
        Run run = session("hello there", "game chess", "go 100", "game", "game tic-tac-toe", "go soon", "go -5",
                "level nobody", "", "   ", "level first-legal", "go 100");

        List<String> out = run.out();
        assertEquals(10, out.size(), out.toString());
        for (int i : new int[] {0, 1, 2, 3, 5, 6, 7}) {
            assertTrue(out.get(i).startsWith("error "), i + ": " + out.get(i));
        }
        assertTrue(out.get(0).contains("unknown command 'hello'"), out.get(0));
        assertTrue(out.get(1).contains("unknown game 'chess'"), out.get(1));
        assertTrue(out.get(2).contains("no game yet"), out.get(2));
        assertTrue(out.get(7).contains("unknown bot 'nobody'"), out.get(7));
        assertEquals(List.of("ok", "ok", "bestmove " + firstLegal()), List.of(out.get(4), out.get(8), out.get(9)));
    }

    @Test
    void goOnAFinishedGameIsAnError() {
        Run run = session("game tic-tac-toe", "level first-legal", "moves a1 b1 a2 b2 a3", "go 100");

        assertTrue(run.lastOut().startsWith("error the game is over: first wins (line)"), run.lastOut());
    }

    @Test
    void goAnswersALegalMoveWithinItsTime() {
        long start = System.nanoTime();
        Run run = session("game gomoku", "level thinker", "moves h8 h9", "go 300");
        long millis = (System.nanoTime() - start) / 1_000_000;

        String answer = run.lastOut();
        assertTrue(answer.startsWith("bestmove "), answer);
        Position position = Games.replay(Games.GOMOKU, List.of("h8", "h9"));
        assertTrue(position.isLegal(Move.parse(answer.substring("bestmove ".length()))), answer);
        // Generous: the answer is due at 300 ms; a loaded machine may add a little.
        assertTrue(millis < 300 + 1500, "took " + millis + " ms");
    }

    @Test
    void aBotsSearchReportComesAsAnInfoLineBeforeTheMove() {
        Run run = session("game tic-tac-toe", "level thinker", "go 50");

        String info = run.out().get(run.out().size() - 2);
        assertTrue(info.matches("info positions \\d+ depth 1 time \\d+"), info);
        assertTrue(run.lastOut().startsWith("bestmove "), run.lastOut());
    }

    @Test
    void aBotThatFailsIsAnsweredWithAnError() {
        Run run = session("game tic-tac-toe", "level thrower", "go 100", "level first-legal", "go 100");

        assertEquals("error bot 'thrower' failed: IllegalStateException: boom", run.out().get(2));
        assertEquals("bestmove " + firstLegal(), run.lastOut());
    }

    @Test
    void quitEndsTheSessionAndTheRestIsNotRead() {
        Run run = session("quit", "game tic-tac-toe");

        assertEquals(0, run.status());
        assertEquals(List.of(), run.out());
    }

    @Test
    void theEndOfInputEndsTheSession() {
        Run run = Run.of(bot, "game tic-tac-toe");

        assertEquals(0, run.status());
        assertEquals(List.of("ok"), run.out());
    }
}
