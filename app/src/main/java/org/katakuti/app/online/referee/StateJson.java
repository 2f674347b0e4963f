package org.katakuti.app.online.referee;

import java.util.List;
import java.util.Map;

/**
 * Writes a {@link RoomState} as the protocol's JSON, by hand: a state goes out
 * after every move to every stream of its room, and writing its fixed shape
 * field by field costs a fraction of a reflective writer's time. The field
 * names and order are those of docs/online-protocol.md; nulls are written.
 */
final class StateJson {

    private final StringBuilder out = new StringBuilder(4096);
    private boolean first = true;
    private boolean afterName;

    private StateJson() {
    }

    static String of(RoomState state) {
        StateJson json = new StateJson();
        json.state(state);
        return json.out.toString();
    }

    private void state(RoomState s) {
        open('{');
        number("protocol", s.protocol);
        string("code", s.code);
        string("game", s.game);
        number("firstTo", s.firstTo);
        string("status", s.status);
        name("seats");
        open('{');
        for (Map.Entry<String, RoomState.SeatState> seat : s.seats.entrySet()) {
            name(seat.getKey());
            open('{');
            string("name", seat.getValue().name);
            bool("connected", seat.getValue().connected);
            close('}');
        }
        close('}');
        name("score");
        counts(s.score);
        number("gameNumber", s.gameNumber);
        string("firstMover", s.firstMover);
        name("moves");
        strings(s.moves);
        string("toMove", s.toMove);
        name("games");
        open('[');
        for (RoomState.FinishedGame game : s.games) {
            open('{');
            number("number", game.number);
            string("firstMover", game.firstMover);
            name("moves");
            strings(game.moves);
            string("winner", game.winner);
            string("reason", game.reason);
            close('}');
        }
        close(']');
        string("winner", s.winner);
        name("claim");
        if (s.claim == null) {
            literal("null");
        } else {
            open('{');
            string("side", s.claim.side);
            number("after", s.claim.after);
            close('}');
        }
        name("board");
        board(s.board);
        name("legal");
        strings(s.legal);
        name("previous");
        board(s.previous);
        close('}');
    }

    private void board(RoomState.Board b) {
        if (b == null) {
            literal("null");
            return;
        }
        open('{');
        string("kind", b.kind);
        number("columns", b.columns);
        number("rows", b.rows);
        name("marks");
        open('{');
        for (Map.Entry<String, String> mark : b.marks.entrySet()) {
            string(mark.getKey(), mark.getValue());
        }
        close('}');
        name("struck");
        lines(b.struck);
        string("last", b.last);
        if (b.grids != null) {
            name("grids");
            open('[');
            for (RoomState.SmallGrid grid : b.grids) {
                open('{');
                string("centre", grid.centre);
                string("status", grid.status);
                bool("target", grid.target);
                close('}');
            }
            close(']');
        }
        if (b.points != null) {
            name("points");
            strings(b.points);
            name("lines");
            lines(b.lines);
            bool("placing", b.placing);
            name("inHand");
            counts(b.inHand);
            name("onBoard");
            counts(b.onBoard);
            name("tigadis");
            open('{');
            for (Map.Entry<String, List<List<String>>> side : b.tigadis.entrySet()) {
                name(side.getKey());
                lines(side.getValue());
            }
            close('}');
        }
        close('}');
    }

    private void counts(Map<String, Integer> counts) {
        open('{');
        for (Map.Entry<String, Integer> count : counts.entrySet()) {
            number(count.getKey(), count.getValue());
        }
        close('}');
    }

    private void lines(List<List<String>> lines) {
        open('[');
        for (List<String> line : lines) {
            strings(line);
        }
        close(']');
    }

    private void strings(List<String> values) {
        open('[');
        for (String value : values) {
            comma();
            quoted(value);
        }
        close(']');
    }

    private void string(String name, String value) {
        name(name);
        if (value == null) {
            literal("null");
        } else {
            comma();
            quoted(value);
        }
    }

    private void number(String name, long value) {
        name(name);
        comma();
        out.append(value);
    }

    private void bool(String name, boolean value) {
        name(name);
        comma();
        out.append(value);
    }

    private void literal(String text) {
        comma();
        out.append(text);
    }

    private void name(String name) {
        comma();
        quoted(name);
        out.append(':');
        afterName = true;
    }

    private void open(char bracket) {
        comma();
        out.append(bracket);
        first = true;
    }

    private void close(char bracket) {
        out.append(bracket);
        first = false;
    }

    /** Before each value and name: a comma, unless it opens its object or array or follows its name. */
    private void comma() {
        if (afterName) {
            afterName = false;
        } else if (!first) {
            out.append(',');
        }
        first = false;
    }

    /** A JSON string; what a name may hold is escaped, U+2028 and U+2029 too, for any JavaScript reader. */
    private void quoted(String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"':
                    out.append("\\\"");
                    break;
                case '\\':
                    out.append("\\\\");
                    break;
                case '\n':
                    out.append("\\n");
                    break;
                case '\r':
                    out.append("\\r");
                    break;
                case '\t':
                    out.append("\\t");
                    break;
                default:
                    if (c < 0x20 || c == '\u2028' || c == '\u2029' || c == '<' || c == '>') {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
            }
        }
        out.append('"');
    }
}
