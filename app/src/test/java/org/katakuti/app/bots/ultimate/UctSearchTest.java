package org.katakuti.app.bots.ultimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.ultimate.UltimateBoard;

/**
 * The search itself: what {@link UctSearch#advanceTo} keeps and when it refuses,
 * what {@link UctSearch#startAt} forgets, the playouts' marks, and a legal mark
 * from any position.
 */
class UctSearchTest {

    /**
     * One search follows each game the way a playout does, so what it keeps of
     * the big lines between marks is checked as well as its choice.
     */
    @Test
    void decisivePlayoutsTakeAWinOfTheGameAtOnce() {
        SplittableRandom random = new SplittableRandom(7);
        int[] moves = new int[UltimateBoard.SIZE];
        int positions = 0;
        for (int game = 0; game < 300; game++) {
            UltimateBoard board = new UltimateBoard();
            UctSearch playout = knowing(board, random);
            playout.beginPlayout();
            while (!board.isOver()) {
                int count = board.legalMoves(moves);
                int mover = board.toMove();
                int wins = winsAtOnce(board);
                if (wins > 0 && wins < count) {
                    positions++;
                    int mark = playout.playoutMark();
                    board.play(mark);
                    assertEquals(mover, board.winner(), "a playout missed the win in\n" + board);
                    board.undo();
                }
                playout.playPlayoutMark(moves[random.nextInt(count)]);
            }
        }
        assertTrue(positions > 20, "only " + positions + " positions with a win at once");
    }

    /** A random game played to a win, on the search's own board. */
    private static UltimateBoard wonGame(SplittableRandom random) {
        int[] moves = new int[UltimateBoard.SIZE];
        while (true) {
            UltimateBoard board = new UltimateBoard();
            while (!board.isOver()) {
                board.play(moves[random.nextInt(board.legalMoves(moves))]);
            }
            if (board.winner() != UltimateBoard.EMPTY) {
                return board;
            }
        }
    }

    /** @return how many legal marks win the game at once */
    private static int winsAtOnce(UltimateBoard board) {
        int[] moves = new int[UltimateBoard.SIZE];
        int mover = board.toMove();
        int count = board.legalMoves(moves);
        int wins = 0;
        for (int i = 0; i < count; i++) {
            board.play(moves[i]);
            wins += board.winner() == mover ? 1 : 0;
            board.undo();
        }
        return wins;
    }

    @Test
    void aWonPlayoutsRepliesArePlayedAgainAfterTheSameMark() {
        UltimateBoard board = wonGame(new SplittableRandom(5));
        int winner = board.winner();
        UctSearch search = knowing(board, new SplittableRandom(6));
        search.rememberReplies(winner, 1);

        int replayed = 0;
        for (int i = board.moveCount() - 1; i >= 1; i--) {
            int reply = board.move(i);
            int answered = board.move(i - 1);
            board.undo();
            if (board.toMove() != winner) {
                assertEquals(-1, search.goodReply(board.toMove(), answered), "the loser's reply to mark " + i);
                continue;
            }
            assertEquals(reply, search.goodReply(winner, answered), "the winner's reply to mark " + i);
            search.beginPlayout();
            if (winsAtOnce(board) == 0) {
                assertEquals(reply, search.playoutMark(), "the playout's mark after mark " + i + " in\n" + board);
                replayed++;
            }
        }
        assertTrue(replayed > 10, "only " + replayed + " replies looked at");
    }

    @Test
    void aLostPlayoutForgetsItsRepliesAndADrawTeachesNothing() {
        UltimateBoard board = wonGame(new SplittableRandom(8));
        int winner = board.winner();
        UctSearch search = knowing(board, new SplittableRandom(9));
        search.rememberReplies(winner, 1);
        search.rememberReplies(UltimateBoard.EMPTY, 1);
        int last = board.moveCount() - 1;
        assertEquals(board.move(last), search.goodReply(winner, board.move(last - 1)), "a draw changed a reply");

        // The same marks, lost this time by the seat that won them.
        search.rememberReplies(3 - winner, 1);
        for (int i = 1; i < board.moveCount(); i++) {
            int seat = i % 2 == 0 ? UltimateBoard.FIRST : UltimateBoard.SECOND;
            int expected = seat == winner ? -1 : board.move(i);
            assertEquals(expected, search.goodReply(seat, board.move(i - 1)), "reply to mark " + i);
        }
    }

    @Test
    void normalLearnsNoReplies() {
        UltimateBoard board = new UltimateBoard();
        UctSearch normal = new UctSearch(board, new SplittableRandom(4));
        normal.run(2000, Deadline.none(), 0);
        for (int square = 0; square < UltimateBoard.SIZE; square++) {
            assertEquals(-1, normal.goodReply(UltimateBoard.FIRST, square));
            assertEquals(-1, normal.goodReply(UltimateBoard.SECOND, square));
        }
    }

    /**
     * Every mark of a fresh root doubted: the root has no playout yet, and the
     * doubted marks' scores must still be numbers the search can compare (a
     * hard bot given a position its kept tree did not follow forfeited here).
     */
    @Test
    void aNewRootWhoseEveryMarkFreesTheOthersChoiceIsSearched() {
        UltimateBoard board = everyMarkFreesTheOthersChoice();
        UctSearch hard = new UctSearch(board, new SplittableRandom(2), MctsBot.HARD_EXPLORATION,
                UctSearch.Knowledge.HARD, UctSearch.FIRST_NODES);
        hard.run(100, Deadline.none(), 0);
        assertTrue(hard.playouts() == 100 || hard.solved(), hard.playouts() + " playouts");
        assertTrue(board.isLegal(hard.bestMove()), "gave " + hard.bestMove() + " in\n" + board);
    }

    /** Every position of random games, each searched in a new tree (of the same search, as hard does): a legal mark. */
    @Test
    void hardGivesALegalMarkInEveryPositionOfRandomGames() {
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[UltimateBoard.SIZE];
        UltimateBoard start = new UltimateBoard();
        UctSearch hard = new UctSearch(start, new SplittableRandom(12), MctsBot.HARD_EXPLORATION,
                UctSearch.Knowledge.HARD, UctSearch.FIRST_NODES);
        for (int game = 0; game < 100; game++) {
            UltimateBoard board = new UltimateBoard();
            while (!board.isOver()) {
                UltimateBoard searched = new UltimateBoard(board);
                hard.startAt(searched);
                hard.run(30, Deadline.none(), 0);
                assertTrue(board.isLegal(hard.bestMove()), "gave " + hard.bestMove() + " in\n" + board);
                int count = board.legalMoves(moves);
                board.play(moves[random.nextInt(count)]);
            }
        }
    }

    /** The first position of random games where at least two marks are legal and each sends the other to a closed grid. */
    private static UltimateBoard everyMarkFreesTheOthersChoice() {
        SplittableRandom random = new SplittableRandom(1);
        int[] moves = new int[UltimateBoard.SIZE];
        while (true) {
            UltimateBoard board = new UltimateBoard();
            while (!board.isOver()) {
                int count = board.legalMoves(moves);
                if (count >= 2 && everyMarkFrees(board, moves, count)) {
                    return board;
                }
                board.play(moves[random.nextInt(count)]);
            }
        }
    }

    private static boolean everyMarkFrees(UltimateBoard board, int[] moves, int count) {
        for (int i = 0; i < count; i++) {
            board.play(moves[i]);
            boolean frees = !board.isOver() && board.forcedGrid() < 0;
            board.undo();
            if (!frees) {
                return false;
            }
        }
        return true;
    }

    /**
     * First marks the top row of grid 0, so that grid 0 is closed, and second is
     * sent to grid 2, where its mark in the top left corner (place 0) would send
     * first to grid 0: free to mark in any grid.
     */
    private static UltimateBoard secondCanFreeFirstsChoice() {
        UltimateBoard board = new UltimateBoard();
        int[][] marks = {{4, 4}, {4, 0}, {0, 0}, {0, 4}, {4, 8}, {8, 0}, {0, 1}, {1, 0}, {0, 2}};
        for (int[] mark : marks) {
            board.play(UltimateBoard.squareOf(mark[0], mark[1]));
        }
        return board;
    }

    @Test
    void hardDoubtsTheMarkThatFreesTheOthersChoiceOfGrid() {
        UltimateBoard board = secondCanFreeFirstsChoice();
        assertEquals(UltimateBoard.FIRST, board.gridStatus(0));
        assertEquals(2, board.forcedGrid());
        int freeing = UltimateBoard.squareOf(2, 0);

        // One playout for each of the other eight marks: untried marks come first, and the doubted one
        // counts as tried already.
        UctSearch hard = knowing(board, new SplittableRandom(3));
        hard.run(8, Deadline.none(), 0);
        assertEquals(UctSearch.FREE_CHOICE_VISITS, hard.visitsOf(freeing), "the doubt alone, no playout yet");
        for (int place = 1; place < 9; place++) {
            assertEquals(1, hard.visitsOf(UltimateBoard.squareOf(2, place)), "place " + place);
        }

        UctSearch plain = new UctSearch(new UltimateBoard(board), new SplittableRandom(3));
        plain.run(9, Deadline.none(), 0);
        assertEquals(1, plain.visitsOf(freeing), "without the knowledge, a mark like any other");
    }

    @Test
    void advancingKeepsTheStatisticsOfTheMarkPlayed() {
        UltimateBoard board = new UltimateBoard();
        UctSearch search = new UctSearch(board, new SplittableRandom(1));
        search.run(5000, Deadline.none(), 0);
        int best = search.bestMove();
        double expected = search.bestScore();
        int before = search.nodes();
        UltimateBoard next = new UltimateBoard(board);
        next.play(best);

        assertTrue(search.advanceTo(next));
        // The same node, seen now from the other side: the seat to move expects the rest.
        assertEquals(1 - expected, search.rootScore(), 1e-12);
        assertTrue(search.nodes() > 1 && search.nodes() < before, search.nodes() + " of " + before + " nodes kept");

        search.run(2000, Deadline.none(), 0);
        assertEquals(2000, search.playouts());
        assertTrue(next.isLegal(search.bestMove()), "kept tree gave " + search.bestMove());
        UctSearch fresh = new UctSearch(new UltimateBoard(next), new SplittableRandom(2));
        fresh.run(2000, Deadline.none(), 0);
        assertTrue(next.isLegal(fresh.bestMove()));
    }

    @Test
    void aPositionThatDoesNotFollowTheRootIsRefused() {
        UltimateBoard board = new UltimateBoard();
        board.play(40);
        UctSearch search = new UctSearch(board, new SplittableRandom(1));
        search.run(500, Deadline.none(), 0);
        int nodes = search.nodes();
        UltimateBoard other = new UltimateBoard();
        other.play(0);
        other.play(1);

        assertFalse(search.advanceTo(other));
        assertFalse(search.advanceTo(new UltimateBoard()), "the position before the root");
        assertEquals(nodes, search.nodes());
    }

    /**
     * At a second a move the tree used to fill up within a few marks of a game
     * and then stop growing: a kept tree too large for the next search must be
     * cut to half the cap, with the root's marks and what they learnt intact.
     */
    @Test
    void aKeptTreeOfMoreThanHalfTheCapIsCutToHalfKeepingTheRootsMarks() {
        int cap = 1 << 14;
        UltimateBoard board = new UltimateBoard();
        board.play(40);
        UctSearch search = capped(board, cap, 5);
        search.run(40_000, Deadline.none(), 0);
        assertTrue(search.nodes() > cap / 2, search.nodes() + " nodes of " + cap);
        int[] marks = new int[UltimateBoard.SIZE];
        int count = board.legalMoves(marks);
        int[] visits = new int[count];
        for (int i = 0; i < count; i++) {
            visits[i] = search.visitsOf(marks[i]);
        }
        double score = search.rootScore();

        assertTrue(search.advanceTo(new UltimateBoard(board)), "the same position follows itself");

        assertTrue(search.nodes() <= cap / 2, search.nodes() + " nodes kept of " + cap);
        for (int i = 0; i < count; i++) {
            assertEquals(visits[i], search.visitsOf(marks[i]), "playouts of mark " + marks[i]);
        }
        assertEquals(score, search.rootScore(), 1e-12);
        int cut = search.nodes();
        search.run(5_000, Deadline.none(), 0);
        assertTrue(search.nodes() > cut, "the cut tree grows again: " + search.nodes() + " nodes, " + cut + " after the cut");
    }

    /** Whole games with a tree small enough to be cut at nearly every mark: every choice legal. */
    @Test
    void aTreeCutAtEveryMarkStillGivesLegalMarks() {
        int cap = 1 << 12;
        for (long seed = 1; seed <= 5; seed++) {
            UltimateBoard board = new UltimateBoard();
            UctSearch search = capped(new UltimateBoard(board), cap, seed);
            while (!board.isOver()) {
                search.run(4_000, Deadline.none(), 0);
                assertTrue(search.nodes() <= cap, search.nodes() + " nodes");
                int mark = search.bestMove();
                assertTrue(board.isLegal(mark), "gave " + mark + " in\n" + board);
                board.play(mark);
                if (!board.isOver()) {
                    assertTrue(search.advanceTo(new UltimateBoard(board)), "its own mark is in its tree");
                }
            }
        }
    }

    /**
     * Implicit minimax backups: after every search, kept trees and cut ones
     * included, each node with children holds the best of its children's values
     * for the other player (a known result counting as 1, 1/2 or 0).
     */
    @Test
    void everyNodeHoldsTheMinimaxOfItsChildren() {
        int cap = 1 << 13;
        for (long seed = 1; seed <= 3; seed++) {
            UltimateBoard board = new UltimateBoard();
            UctSearch search = capped(new UltimateBoard(board), cap, seed);
            while (!board.isOver()) {
                search.run(3_000, Deadline.none(), 0);
                assertTrue(search.minimaxBackedUp(), "after mark " + board.moveCount() + " in\n" + board);
                board.play(search.bestMove());
                if (!board.isOver()) {
                    search.advanceTo(new UltimateBoard(board));
                    assertTrue(search.minimaxBackedUp(), "kept after mark " + board.moveCount() + " in\n" + board);
                }
            }
        }
    }

    /**
     * Hard gives its first playouts to the marks its guess likes best: after
     * three playouts at a new root, the three marks tried are the three best
     * guessed (a mark that frees the other's choice counts as tried already).
     */
    @Test
    void untriedMarksAreTriedBestGuessedFirst() {
        SplittableRandom random = new SplittableRandom(11);
        GridEvaluation guess = new GridEvaluation();
        int[] moves = new int[81];
        int checked = 0;
        while (checked < 20) {
            UltimateBoard board = afterRandomMarks(random, 4 + random.nextInt(30));
            if (board.isOver()) {
                continue;
            }
            int count = board.legalMoves(moves);
            int mover = board.toMove();
            guess.load(board);
            // Every untried mark, as {guess, square}, best guessed first.
            List<int[]> untried = new ArrayList<>();
            boolean endsTheGame = false;
            for (int i = 0; i < count; i++) {
                board.play(moves[i]);
                endsTheGame |= board.isOver();
                if (board.forcedGrid() >= 0) {
                    untried.add(new int[] {guess.valueAfter(board, moves[i], mover), moves[i]});
                }
                board.undo();
            }
            untried.sort((a, b) -> b[0] - a[0]);
            int tried = 3;
            if (endsTheGame || untried.size() <= tried || untried.get(tried - 1)[0] == untried.get(tried)[0]) {
                continue; // a known result or a tie would leave the marks tried unclear
            }
            UctSearch hard = knowing(new UltimateBoard(board), new SplittableRandom(checked));
            hard.run(tried, Deadline.none(), 0);
            for (int i = 0; i < untried.size(); i++) {
                assertEquals(i < tried ? 1 : 0, hard.visitsOf(untried.get(i)[1]),
                        "playouts of the untried mark ranked " + (i + 1) + " by its guess in\n" + board);
            }
            checked++;
        }
    }

    /** A board after {@code marks} random marks, or fewer when the game ends first. */
    private static UltimateBoard afterRandomMarks(SplittableRandom random, int marks) {
        UltimateBoard board = new UltimateBoard();
        int[] moves = new int[UltimateBoard.SIZE];
        while (board.moveCount() < marks && !board.isOver()) {
            board.play(moves[random.nextInt(board.legalMoves(moves))]);
        }
        return board;
    }

    private static UctSearch capped(UltimateBoard board, int cap, long seed) {
        return new UctSearch(board, new SplittableRandom(seed), MctsBot.HARD_EXPLORATION, UctSearch.Knowledge.HARD,
                cap, cap);
    }

    /**
     * Hard keeps one search for all its moves and games, so starting it again
     * must forget its tree, its counters and its good replies.
     */
    @Test
    void aSearchStartedAgainSearchesAsANewOneWould() {
        UltimateBoard first = new UltimateBoard();
        first.play(40);
        UltimateBoard second = new UltimateBoard();
        second.play(10);
        second.play(40);
        SplittableRandom usedRandom = new SplittableRandom(7);
        SplittableRandom newRandom = new SplittableRandom(7);
        UctSearch used = knowing(first, usedRandom);
        used.run(3000, Deadline.none(), 0);
        // The same search again, only to bring the new one's random numbers to the same point.
        knowing(new UltimateBoard(first), newRandom).run(3000, Deadline.none(), 0);

        used.startAt(second);
        used.run(2000, Deadline.none(), 0);
        UctSearch fresh = knowing(new UltimateBoard(second), newRandom);
        fresh.run(2000, Deadline.none(), 0);

        assertEquals(fresh.nodes(), used.nodes(), "nodes");
        assertEquals(fresh.marks(), used.marks(), "marks");
        int[] moves = new int[UltimateBoard.SIZE];
        int count = second.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            assertEquals(fresh.visitsOf(moves[i]), used.visitsOf(moves[i]), "playouts of mark " + moves[i]);
        }
    }

    /**
     * Hard plays the root mark whose score less its doubt is best (the secure
     * child), never one known to lose; in some positions that is not the most
     * visited mark, which normal plays.
     */
    @Test
    void hardPlaysTheMarkOfBestScoreLessItsDoubt() {
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[UltimateBoard.SIZE];
        int notMostVisited = 0;
        for (int game = 0; game < 100; game++) {
            UltimateBoard board = afterRandomMarks(random, 10); // too few marks to end a game
            UctSearch hard = capped(board, UctSearch.FIRST_NODES, game);
            hard.run(1000, Deadline.none(), 0);
            if (hard.solved()) {
                continue;
            }

            int chosen = hard.bestMove();

            assertFalse(hard.knownLoss(chosen), "played " + chosen + ", known to lose");
            int count = board.legalMoves(moves);
            int mostVisited = chosen;
            for (int i = 0; i < count; i++) {
                if (hard.knownLoss(moves[i])) {
                    continue;
                }
                assertTrue(hard.secureScoreOf(chosen) >= hard.secureScoreOf(moves[i]),
                        "played " + chosen + " (" + hard.secureScoreOf(chosen) + ") over " + moves[i] + " ("
                                + hard.secureScoreOf(moves[i]) + ")");
                if (hard.visitsOf(moves[i]) > hard.visitsOf(mostVisited)) {
                    mostVisited = moves[i];
                }
            }
            notMostVisited += chosen != mostVisited ? 1 : 0;
        }
        assertTrue(notMostVisited > 0, "the most visited mark was played in every position: the test shows nothing");
    }

    /** A search with hard's knowledge of ultimate but normal's exploration weight, 1, and a small first tree. */
    private static UctSearch knowing(UltimateBoard board, SplittableRandom random) {
        return new UctSearch(board, random, 1, UctSearch.Knowledge.HARD, UctSearch.FIRST_NODES);
    }
}
