package org.katakuti.app.board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Point;

/** The 20 lines of the tigadi board, as drawn (end to end). */
final class TigadiLines {

    static final List<Line> ALL;

    static {
        String[] ends = {"a1-a7", "a7-g7", "g7-g1", "g1-a1", "b2-b6", "b6-f6", "f6-f2", "f2-b2",
            "c3-c5", "c5-e5", "e5-e3", "e3-c3", "a4-c4", "d7-d5", "g4-e4", "d1-d3",
            "a1-c3", "a7-c5", "g7-e5", "g1-e3"};
        List<Line> lines = new ArrayList<>();
        for (String line : ends) {
            lines.add(new Line(Point.parse(line.substring(0, 2)), Point.parse(line.substring(3))));
        }
        ALL = Collections.unmodifiableList(lines);
    }

    private TigadiLines() {
    }
}
