package org.katakuti.app.online.referee;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.tigadi.TigadiPosition;
import org.katakuti.api.rules.ultimate.UltimateBoard;
import org.katakuti.api.rules.ultimate.UltimatePosition;

/**
 * The board of a state, derived from a game's position with the rules, so the
 * browser page draws what the referee sees and never works out a rule itself.
 * Marks are given by side (one: crosses / the first colour), not by seat, since
 * a side keeps its marks all match while the first move changes hands.
 */
final class Boards {

    private Boards() {
    }

    static RoomState.Board of(GameRecord played) {
        Position position = played.position();
        Map<String, String> marks = new LinkedHashMap<>();
        for (int column = 0; column < position.columns(); column++) {
            for (int row = 0; row < position.rows(); row++) {
                Point point = Point.of(column, row);
                if (position.isOnBoard(point)) {
                    Seat seat = position.at(point);
                    if (seat != null) {
                        marks.put(point.toString(), side(played.sideOf(seat)));
                    }
                }
            }
        }
        List<List<String>> struck = lines(position.struckLines());
        Move lastMove = position.lastMove();
        String last = lastMove == null || lastMove.isPass() ? null : lastMove.to().toString();
        if (position instanceof UltimatePosition) {
            return new RoomState.Board("ultimate", position.columns(), position.rows(), marks, struck, last,
                    grids(played, (UltimatePosition) position), null, null, null, null, null, null);
        }
        if (position instanceof TigadiPosition) {
            TigadiPosition tigadi = (TigadiPosition) position;
            List<String> points = new ArrayList<>();
            for (Point point : TigadiPosition.points()) {
                points.add(point.toString());
            }
            Map<String, Integer> inHand = new LinkedHashMap<>();
            Map<String, Integer> onBoard = new LinkedHashMap<>();
            Map<String, List<List<String>>> tigadis = new LinkedHashMap<>();
            for (Side side : Side.values()) {
                Seat seat = played.seatOf(side);
                inHand.put(side(side), tigadi.inHand(seat));
                onBoard.put(side(side), tigadi.onBoard(seat));
                tigadis.put(side(side), lines(tigadi.tigadis(seat)));
            }
            return new RoomState.Board("tigadi", position.columns(), position.rows(), marks, struck, last, null,
                    points, lines(TigadiPosition.lines()), tigadi.isPlacing(), inHand, onBoard, tigadis);
        }
        return new RoomState.Board("grid", position.columns(), position.rows(), marks, struck, last, null, null,
                null, null, null, null, null);
    }

    private static List<RoomState.SmallGrid> grids(GameRecord played, UltimatePosition position) {
        List<RoomState.SmallGrid> grids = new ArrayList<>(9);
        boolean awaited = !position.isOver();
        for (int grid = 0; grid < 9; grid++) {
            int status = position.gridStatus(grid);
            String named;
            if (status == UltimateBoard.OPEN) {
                named = "open";
            } else if (status == UltimateBoard.DRAWN) {
                named = "drawn";
            } else {
                named = side(played.sideOf(position.gridWinner(grid)));
            }
            grids.add(new RoomState.SmallGrid(UltimatePosition.centre(grid).toString(), named,
                    awaited && position.isPlayable(grid)));
        }
        return grids;
    }

    private static List<List<String>> lines(List<Line> lines) {
        List<List<String>> named = new ArrayList<>(lines.size());
        for (Line line : lines) {
            named.add(Arrays.asList(line.start().toString(), line.end().toString()));
        }
        return named;
    }

    /** @return {@code one} or {@code two}: the wire's name of a side */
    static String side(Side side) {
        return side == null ? null : side == Side.ONE ? "one" : "two";
    }

    /** @return the move in notation; a plain mark's is its square's name, kept by the point, so no text is made */
    static String notation(Move move) {
        return move.isPass() || move.isSlide() || move.hasCapture() ? move.toString() : move.to().toString();
    }
}
