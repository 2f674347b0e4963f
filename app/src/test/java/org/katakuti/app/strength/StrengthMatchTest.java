package org.katakuti.app.strength;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.junit.jupiter.api.Test;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.player.TestFactories;

class StrengthMatchTest {

    private static final BotCatalog BOTS = BotCatalog.standard(warning -> { });

    private static StrengthMatch.Report run(Game game, String a, String b, int threads, List<Long> pairsSeen)
            throws InterruptedException {
        BotFactory one = BOTS.byId(a);
        BotFactory two = BOTS.byId(b);
        StrengthMatch.Setup setup = new StrengthMatch.Setup(game, one, two, OpeningBook.builtIn(game), 500,
                new Sprt(0, 10, 0.05, 0.05), 200, threads, 7, 1000);
        return StrengthMatch.run(setup, (pair, counts, llr) -> pairsSeen.add(pair.number()));
    }

    @Test
    void aPerfectBotAgainstTheEasyOneAcceptsH1Quickly() throws InterruptedException {
        List<Long> pairs = new ArrayList<>();
        StrengthMatch.Report report = run(Games.TIC_TAC_TOE, "hard", "easy", 2, pairs);

        assertEquals(Sprt.Verdict.H1_ACCEPTED, report.verdict(), report.counts().toString());
        assertTrue(report.counts().pairs() < 60, report.counts().toString());
        assertEquals(0, report.counts().counts()[0], "the perfect bot never loses a pair");
        for (Seat seat : Seat.values()) {
            long[] results = report.resultsOfA(seat);
            assertEquals(0, results[2], "the perfect bot never loses, in the " + seat + " seat either");
            assertEquals(report.counts().pairs(), results[0] + results[1] + results[2], seat + ": one game a pair");
        }
        assertTrue(report.llr() >= new Sprt(0, 10, 0.05, 0.05).upperBound());
        assertEquals(report.counts().pairs(), pairs.size(), "the listener hears every pair counted");
    }

    @Test
    void twoPerfectBotsDoNotAcceptH1() throws InterruptedException {
        StrengthMatch.Report report = run(Games.TIC_TAC_TOE, "hard", "hard", 1, new ArrayList<>());

        // Every pair is two draws, which tells the bots apart no more than H1 from H0: the games run out.
        assertEquals(Sprt.Verdict.GOING_ON, report.verdict(), report.counts().toString());
        assertEquals(200, report.counts().pairs(), "every pair allowed played");
        assertEquals(report.counts().pairs(), report.counts().counts()[2], "every pair drawn");
        assertEquals(0, report.forfeits(0) + report.forfeits(1));
    }

    @Test
    void aRunWithoutADecisionStopsAtItsPairsInconclusive() throws InterruptedException {
        BotFactory hard = BOTS.byId("hard");
        // H0 and H1 wide apart: a handful of drawn pairs cannot decide.
        StrengthMatch.Setup setup = new StrengthMatch.Setup(Games.TIC_TAC_TOE, hard, hard,
                OpeningBook.builtIn(Games.TIC_TAC_TOE), 500, new Sprt(-0.01, 0.01, 0.05, 0.05), 3, 1, 7, 1000);

        StrengthMatch.Report report = StrengthMatch.run(setup, (pair, counts, llr) -> { });

        assertEquals(Sprt.Verdict.GOING_ON, report.verdict());
        assertEquals(3, report.counts().pairs());
    }

    @Test
    void bothGamesOfAPairStartFromItsOpeningWithEachBotFirstOnce() throws InterruptedException {
        List<StrengthMatch.Pair> pairs = new ArrayList<>();
        BotFactory hard = BOTS.byId("hard");
        BotFactory easy = BOTS.byId("easy");
        OpeningBook book = OpeningBook.builtIn(Games.TIC_TAC_TOE);
        StrengthMatch.Setup setup = new StrengthMatch.Setup(Games.TIC_TAC_TOE, hard, easy, book, 500,
                new Sprt(0, 10, 0.05, 0.05), 2, 1, 7, 1000);

        StrengthMatch.run(setup, (pair, counts, llr) -> pairs.add(pair));

        for (StrengthMatch.Pair pair : pairs) {
            assertEquals(book.opening(pair.number() - 1), pair.opening());
            for (int game = 0; game < 2; game++) {
                int n = pair.opening().size();
                assertEquals(pair.opening(), pair.game(game).moves().subList(0, n).stream()
                        .map(played -> played.move()).toList());
            }
        }
    }

    @Test
    void withTimeOddsEachBotIsGivenItsOwnBudgetInBothSeats() throws InterruptedException {
        Set<Long> budgetsOfA = ConcurrentHashMap.newKeySet();
        Set<Long> budgetsOfB = ConcurrentHashMap.newKeySet();
        Set<Seat> seatsOfA = ConcurrentHashMap.newKeySet();
        BotFactory a = TestFactories.of("a", "A", (position, deadline) -> {
            budgetsOfA.add(deadline.budgetMillis());
            seatsOfA.add(position.toMove());
            return position.legalMoves().get(0);
        });
        BotFactory b = TestFactories.of("b", "B", (position, deadline) -> {
            budgetsOfB.add(deadline.budgetMillis());
            return position.legalMoves().get(0);
        });
        StrengthMatch.Setup setup = new StrengthMatch.Setup(Games.TIC_TAC_TOE, a, b,
                OpeningBook.builtIn(Games.TIC_TAC_TOE), 300, 700, new Sprt(0, 10, 0.05, 0.05), 2, 1, 7, 1000);

        StrengthMatch.run(setup, (pair, counts, llr) -> { });

        assertEquals(Set.of(300L), budgetsOfA, "A's budgets");
        assertEquals(Set.of(700L), budgetsOfB, "B's budgets");
        assertEquals(Set.of(Seat.FIRST, Seat.SECOND), seatsOfA, "A played both seats");
    }

    @Test
    void movesAfterTheirBudgetAreCountedLateForTheBotThatMadeThem() throws InterruptedException {
        BotFactory slow = TestFactories.of("slow", "Slow", (position, deadline) -> {
            pause(deadline.budgetMillis() + 30); // past its budget, well inside the grace
            return position.legalMoves().get(0);
        });
        BotFactory quick = TestFactories.of("quick", "Quick", (position, deadline) -> position.legalMoves().get(0));
        StrengthMatch.Setup setup = new StrengthMatch.Setup(Games.TIC_TAC_TOE, slow, quick,
                OpeningBook.builtIn(Games.TIC_TAC_TOE), 20, 5000, new Sprt(-0.01, 0.01, 0.05, 0.05), 2, 1, 7, 1000);
        List<StrengthMatch.Pair> pairs = new ArrayList<>();

        StrengthMatch.Report report = StrengthMatch.run(setup, (pair, counts, llr) -> pairs.add(pair));

        long played = 0;
        for (StrengthMatch.Pair pair : pairs) {
            for (int game = 0; game < 2; game++) {
                played += pair.game(game).moves().size() - pair.opening().size();
            }
        }
        assertEquals(played, report.moves(0) + report.moves(1), "every move the bots played is counted once");
        assertTrue(report.moves(0) > 0 && report.moves(1) > 0, "both bots moved");
        assertEquals(report.moves(0), report.lateMoves(0), "each of the slow bot's moves came after its budget");
        assertEquals(0, report.lateMoves(1), "the quick bot answered every move in its budget");
        assertEquals(0, report.forfeits(0), "a late move inside the grace is played, not forfeited");
    }

    @Test
    void eachSeatsResultsAreCountedForThatSeat() throws InterruptedException {
        // Both bots forfeit every game in the second seat: A wins each game it begins and loses the other.
        StrengthMatch.Setup setup = new StrengthMatch.Setup(Games.TIC_TAC_TOE, firstSeatOnly("a"),
                firstSeatOnly("b"), OpeningBook.builtIn(Games.TIC_TAC_TOE), 500,
                new Sprt(-0.01, 0.01, 0.05, 0.05), 6, 1, 7, 1000);

        StrengthMatch.Report report = StrengthMatch.run(setup, (pair, counts, llr) -> { });

        assertArrayEquals(new long[] {6, 0, 0}, report.resultsOfA(Seat.FIRST), "A's games in the first seat: won");
        assertArrayEquals(new long[] {0, 0, 6}, report.resultsOfA(Seat.SECOND), "A's games in the second seat: lost");
        assertEquals(6, report.forfeits(0));
        assertEquals(6, report.forfeits(1));
    }

    /** Plays the first legal move in the first seat, and throws (a forfeit) in the second. */
    private static BotFactory firstSeatOnly(String id) {
        return TestFactories.of(id, id, (position, deadline) -> {
            if (position.toMove() == Seat.SECOND) {
                throw new IllegalStateException("this bot plays the first seat only");
            }
            return position.legalMoves().get(0);
        });
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
