package org.katakuti.api.rules.tigadi;

import java.util.Arrays;
import java.util.List;

import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;

/**
 * Game records the rule tests start from, in the table's notation, and ways to
 * play them. Each was checked move by move against the rule book.
 */
final class Records {

    /** 18 placements, none of which closes a tigadi; first then slides. */
    static final String PLACED =
            "d1 g4 d2 c4 c5 f4 f2 f6 e5 e3 a7 g7 b4 b6 g1 d3 a4 a1";

    /**
     * First's a1-a4-a7 and second's c3-c4-c5 close in turn, each capture taken
     * from the other's fresh tigadi (all the other's gotis stand in it, so any
     * may go); the 18th placement takes first down to two.
     */
    static final String PING_PONG =
            "a1 c3 a4 c4 g1 c5xg1 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7";

    /** The ping-pong stopped one short: three gotis each, all placed, first to slide. */
    static final String THREE_EACH =
            "a1 c3 a4 c4 g1 c5xg1 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 g7";

    /** After the placing, first has no slide at all. */
    static final String FIRST_BLOCKED =
            "f2 b2 d1 a7 g4 d3 a1 f6 d2 d5 d7 d6 f4 a4 e3 g1 g7 e4";

    /** First keeps a1-a4-a7, then slides a7 out to d7 and back twice, capturing each time. */
    static final String RUNNING =
            "a1 c3 a4 c4 g1 c5xg1 a7xc5 e5 g4 g7 d5 b2 f2 d3 b6 g1 f6 f4"
            + " a7-d7 b2-b4 d7-a7xg7 d3-d2 a7-d7 d2-b2 d7-a7xg1";

    /**
     * 16 placements (position X, first to move), two more, then first
     * captures second's 18th goti and second first's 17th, and both slide
     * back: X stands again, now in the moving phase.
     */
    static final String X_AGAIN =
            "d1 g4 d2 c4 c5 f4 f2 f6 e5 e3 a7 g7 b4 b6 g1 d3 a4 a1 b4-b2xa1 c4-c3xa4 b2-b4 c3-c4";

    /** Four quiet slides that leave and come back to the position after {@link #X_AGAIN}. */
    static final String X_SHUFFLE = "a7-a4 g7-d7 a4-a7 d7-g7";

    /** Four quiet slides that leave and come back to the position after {@link #PLACED}. */
    static final String PLACED_SHUFFLE = "a7-d7 f6-d6 d7-a7 d6-f6";

    /** All placed (captures made), then 99 turns with no capture and no position twice. */
    static final String QUIET_99 =
            "b4 a4 e4 a1 c4 f2 d5 g4 d3 e3 b2 a7xe4 d6 f6 b6xf2 g7 f4 d7xd6 f4-f2 g4-f4 d5-d6 f6-e5 b2-d2"
            + " e3-e4 f2-e3 g7-f6 d2-f2 e5-d5 d3-d2 f4-g4 c4-c5 g4-f4 b4-c4 a1-d1 c4-b4 f6-e5 d2-d3"
            + " e5-f6 f2-d2 e4-e5 d3-c3 f4-g4 e3-e4 g4-f4 c3-c4 f4-f2 b4-b2 f2-f4 c4-c3 d1-g1 b6-b4"
            + " g1-d1 c3-c4 a4-a1 b4-a4 f4-g4 d2-f2 f6-f4 f2-d2 e5-f6 a4-b4 a7-a4 e4-e5 g4-g7 c4-c3"
            + " d1-g1 d2-d1 g1-g4 d1-d2 f4-e4 b4-b6 e4-f4 b6-a7 f4-f2 a7-b6 g4-g1 c3-d3 f2-f4 b2-c3"
            + " g7-g4 e5-e4 a1-d1 d3-e3 d1-a1 b6-a7 g4-g7 e3-d3 a4-b4 d2-f2 a1-b2 a7-a4 b4-b6 a4-b4"
            + " b2-d2 c5-c4 d5-c5 b4-b2 b6-b4 d6-b6 d7-a7 b6-d6 g1-d1 d6-d5 b4-a4 f2-g1 g7-d7 g1-g4"
            + " d7-g7 e4-e5 f4-f2 d3-e3 g7-d7 c3-d3 d7-g7 e3-e4 f2-e3 d5-d6";
    /** A quiet 100th turn after {@link #QUIET_99}. */
    static final String QUIET_99_THEN_QUIET = "e3-f2";
    /** Second's capturing 100th turn after {@link #QUIET_99}; first keeps seven gotis. */
    static final String QUIET_99_THEN_CAPTURE = "d1-a1xd3";

    /** Like {@link #QUIET_99}, but first has only three gotis, so second's capture on turn 100 reduces it. */
    static final String QUIET_99_AT_THREE =
            "a1 c3 a4 c4 g1 c5xg1 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7 a7xc5 c5xa7 g7 g4"
            + " a1-d1 c4-b4 a4-a7 g4-g1 d1-a1 b4-a4 g7-d7 c3-c4 d7-d6 c5-b6 a7-d7 c4-b4 d7-a7 g1-g4"
            + " a1-b2 g4-f4 b2-c3 b6-c5 d6-d5 b4-b2 d5-d6 c5-c4 d6-d5 f4-g4 d5-e5 b2-d2 a7-d7 d2-f2"
            + " c3-b2 c4-b4 b2-a1 f2-f4 d7-d6 g4-g7 e5-d5 f4-f6 d5-e5 b4-b2 e5-e4 f6-f4 a1-d1 a4-b4"
            + " d6-f6 f4-f2 d1-d2 g7-d7 e4-f4 f2-g1 f6-e5 b4-a4 f4-e4 g1-d1 e5-d5 d1-a1 e4-e5 a4-b4"
            + " d5-d6 b2-c3 e5-f6 a1-d1 f6-e5 b4-b6 d2-b2 b6-b4 d6-d5 c3-d3 b2-a1 b4-b6 a1-a4 d3-e3"
            + " e5-f6 d7-d6 a4-a7 e3-f2 a7-d7 f2-e3 d5-e5 b6-b4 e5-e4 d6-b6 d7-g7 d1-g1 f6-d6 b6-a7"
            + " g7-g4 b4-b2 g4-g7 a7-a4 g7-f6 e3-f2 e4-e5 a4-b4 f6-f4 g1-d1 d6-b6 f2-d2 e5-f6 d2-f2"
            + " b6-a7";
    /** Second's capturing 100th turn after {@link #QUIET_99_AT_THREE}. */
    static final String QUIET_99_AT_THREE_THEN_CAPTURE = "d1-d2xf4";

    private Records() {
    }

    /** @return the moves of one or more records, in order */
    static List<String> moves(String... records) {
        return Arrays.asList(String.join(" ", records).trim().split("\\s+"));
    }

    /** @return the position after playing the records from the start */
    static TigadiPosition position(String... records) {
        return (TigadiPosition) Games.replay(Games.TIGADI, moves(records));
    }

    /** @return a board after playing the records from the start */
    static TigadiBoard board(String... records) {
        TigadiBoard board = new TigadiBoard();
        for (String move : moves(records)) {
            board.play(code(move));
        }
        return board;
    }

    /** @return the board code of a move in notation */
    static int code(String move) {
        return TigadiBoard.fromMove(Move.parse(move));
    }

    /** @return the board index of a point in notation */
    static int at(String point) {
        return TigadiBoard.index(Point.parse(point));
    }
}
