package org.katakuti.api.rules.tigadi;

import static org.katakuti.api.rules.tigadi.TigadiBoard.NONE;
import static org.katakuti.api.rules.tigadi.TigadiBoard.point;

import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;

/**
 * Says, in a player's words, why a move may not be played. The board alone
 * decides what is legal ({@link TigadiBoard#isLegal(int)}); the referee is asked
 * only to explain a refusal, so it can never let an illegal move through.
 */
final class Referee {

    private Referee() {
    }

    /** @return why {@code move} is illegal on {@code board}, or null when it is legal */
    static String whyIllegal(TigadiBoard board, Move move) {
        if (move == null) {
            return "no move given";
        }
        if (board.isOver()) {
            return "the game is over: " + board.outcome();
        }
        String offBoard = firstOffBoard(move.from(), move.to(), move.capture());
        if (offBoard != null) {
            return offBoard + " is not a tigadi point";
        }
        int code = TigadiBoard.fromMove(move);
        if (board.isLegal(code)) {
            return null;
        }
        String reason = move.isPass() ? whyNoPass(board) : whyNot(board, move, code);
        return reason != null ? reason : move + " is not a legal move here";
    }

    private static String firstOffBoard(Point... points) {
        for (Point point : points) {
            if (point != null && TigadiBoard.index(point) < 0) {
                return point.toString();
            }
        }
        return null;
    }

    private static String whyNoPass(TigadiBoard board) {
        int me = board.toMove();
        if (board.isPlacing()) {
            return "no passing while placing: " + name(me) + " still has " + board.inHand(me) + " in hand";
        }
        return name(me) + " can still slide (e.g. " + example(board, NONE, NONE) + "): passing is only for a blocked player";
    }

    private static String whyNot(TigadiBoard board, Move move, int code) {
        int me = board.toMove();
        int from = TigadiBoard.from(code);
        int to = TigadiBoard.to(code);
        String placement = whyNotThisKind(board, me, from);
        if (placement != null) {
            return placement;
        }
        if (board.owner(to) != TigadiBoard.EMPTY) {
            return point(to) + " is not empty";
        }
        if (from != NONE && (TigadiBoard.neighbourMask(from) & 1 << to) == 0) {
            return point(from) + " and " + point(to) + " are not neighbours: a goti slides along a line"
                    + " to the next point, it never flies or jumps";
        }
        return whyNotThisCapture(board, move, code);
    }

    /** Placing while placing, sliding one's own goti while moving. */
    private static String whyNotThisKind(TigadiBoard board, int me, int from) {
        if (board.isPlacing() && from != NONE) {
            return "no sliding yet: " + name(me) + " still has " + board.inHand(me)
                    + " in hand to place on an empty point";
        }
        if (!board.isPlacing() && from == NONE) {
            return "all 18 gotis are placed: slide a goti to an empty neighbour instead (e.g. "
                    + example(board, NONE, NONE) + ")";
        }
        if (from == NONE || board.owner(from) == me) {
            return null;
        }
        if (board.owner(from) == TigadiBoard.EMPTY) {
            return "there is no goti on " + point(from);
        }
        return "the goti on " + point(from) + " is " + name(board.owner(from)) + "'s: "
                + name(me) + " slides only its own";
    }

    private static String whyNotThisCapture(TigadiBoard board, Move move, int code) {
        Move plain = move.withoutCapture();
        int enemy = TigadiBoard.FIRST + TigadiBoard.SECOND - board.toMove();
        int capture = TigadiBoard.capture(code);
        if (!board.closesTigadi(code)) {
            return plain + " closes no tigadi, so it captures nothing: play " + plain;
        }
        if (capture == NONE) {
            int from = TigadiBoard.from(code);
            int to = TigadiBoard.to(code);
            return plain + " closes a tigadi: say which goti to capture, e.g. " + example(board, from, to);
        }
        int owner = board.owner(capture);
        if (owner == TigadiBoard.EMPTY) {
            return "there is no goti on " + move.capture() + " to capture";
        }
        if (owner != enemy) {
            return move.capture() + " holds " + name(owner) + "'s own goti: capture one of " + name(enemy) + "'s";
        }
        return "the goti on " + move.capture() + " stands in a tigadi and may not be taken while "
                + name(enemy) + " has gotis outside one (e.g. " + plain + "x" + firstCapturable(board) + ")";
    }

    /** @return a legal move of the seat to move, from {@code from} to {@code to} when those are not NONE */
    private static Move example(TigadiBoard board, int from, int to) {
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        int count = board.legalMoves(moves);
        for (int i = 0; i < count; i++) {
            boolean fits = (from == NONE || TigadiBoard.from(moves[i]) == from)
                    && (to == NONE || TigadiBoard.to(moves[i]) == to);
            if (fits) {
                return TigadiBoard.toMove(moves[i]);
            }
        }
        return TigadiBoard.toMove(moves[0]);
    }

    private static Point firstCapturable(TigadiBoard board) {
        int[] points = new int[TigadiBoard.GOTIS];
        board.capturable(points);
        return point(points[0]);
    }

    private static String name(int seat) {
        return seat == TigadiBoard.FIRST ? "first" : "second";
    }
}
