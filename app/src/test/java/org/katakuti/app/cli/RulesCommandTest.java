package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/** {@code katakuti rules}, as a script or a referee calls it. */
class RulesCommandTest {

    private record Result(int status, String out, String err) {
        JsonObject json() {
            assertEquals(1, out.lines().count(), "one line of JSON: " + out);
            return JsonParser.parseString(out).getAsJsonObject();
        }

        List<JsonObject> jsonLines() {
            List<JsonObject> lines = new ArrayList<>();
            out.lines().forEach(line -> lines.add(JsonParser.parseString(line).getAsJsonObject()));
            return lines;
        }
    }

    private static Result rules(String input, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        List<String> line = new ArrayList<>(List.of("rules"));
        line.addAll(List.of(args));
        int status = new CommandLine(Commands.all(), "test").run(line,
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8),
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
        return new Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Result position(String game, String moves) {
        Result result = rules("", "--game", game, "--moves", moves);
        assertEquals(0, result.status(), result.toString());
        assertEquals("", result.err());
        return result;
    }

    private static List<String> strings(JsonElement array) {
        List<String> strings = new ArrayList<>();
        array.getAsJsonArray().forEach(element -> strings.add(element.getAsString()));
        return strings;
    }

    private static List<List<String>> lines(JsonObject position) {
        List<List<String>> lines = new ArrayList<>();
        position.getAsJsonArray("lines").forEach(line -> lines.add(strings(line)));
        return lines;
    }

    /** Every square of columns {@code from..to} and rows {@code low..high}, sorted as strings. */
    private static List<String> squares(char from, char to, int low, int high) {
        List<String> squares = new ArrayList<>();
        for (char column = from; column <= to; column++) {
            for (int row = low; row <= high; row++) {
                squares.add(column + String.valueOf(row));
            }
        }
        squares.sort(null);
        return squares;
    }

    @Test
    void startPositionHasEverySquareLegalAndFirstToMove() {
        JsonObject start = position("tic-tac-toe", "").json();
        assertEquals("tic-tac-toe", start.get("game").getAsString());
        assertEquals("ongoing", start.get("status").getAsString());
        assertTrue(start.get("winner").isJsonNull());
        assertTrue(start.get("reason").isJsonNull());
        assertEquals("first", start.get("toMove").getAsString());
        assertEquals(squares('a', 'c', 1, 3), strings(start.get("legal")));
        assertEquals(List.of(), lines(start));
    }

    @Test
    void fieldsComeInTheDocumentedOrderWithNullsPrinted() {
        String line = position("tic-tac-toe", "b2").out().trim();
        assertTrue(line.startsWith("{\"game\":\"tic-tac-toe\",\"status\":\"ongoing\",\"winner\":null,\"reason\":null,"
                + "\"toMove\":\"second\",\"legal\":[\"a1\",\"a2\",\"a3\",\"b1\",\"b3\",\"c1\","), line);
        assertTrue(line.endsWith("\"lines\":[]}"), line);
    }

    @Test
    void blankMoveListsAreTheStartPosition() {
        String start = position("gomoku", "").out();
        assertEquals(start, position("gomoku", "   ").out());
        assertEquals(start, position("gomoku", " \t ").out());
    }

    @Test
    void movesMayBeSeparatedByAnyWhitespace() {
        assertEquals(position("tic-tac-toe", "a1 b2 c3").out(), position("tic-tac-toe", " a1\tb2 \n c3 ").out());
    }

    @Test
    void ticTacToeWinNamesWinnerReasonAndStruckLine() {
        JsonObject won = position("tic-tac-toe", "a1 b1 b2 c1 c3").json();
        assertEquals("win", won.get("status").getAsString());
        assertEquals("first", won.get("winner").getAsString());
        assertEquals("line", won.get("reason").getAsString());
        assertTrue(won.get("toMove").isJsonNull());
        assertEquals(List.of(), strings(won.get("legal")));
        assertEquals(List.of(List.of("a1", "c3")), lines(won));
    }

    @Test
    void oneMarkCompletingTwoLinesStrikesBoth() {
        // Crosses on a1 a3 b2 c2; a2 completes column a and row 2 at once.
        JsonObject won = position("tic-tac-toe", "a1 b1 a3 b3 b2 c1 c2 c3 a2").json();
        assertEquals("first", won.get("winner").getAsString());
        assertEquals(List.of(List.of("a1", "a3"), List.of("a2", "c2")), lines(won), "both lines, sorted");
    }

    @Test
    void misereLineLosesForTheMover() {
        JsonObject lost = position("misere", "a1 b1 b2 c1 c3").json();
        assertEquals("win", lost.get("status").getAsString());
        assertEquals("second", lost.get("winner").getAsString());
        assertEquals("line", lost.get("reason").getAsString());
        assertEquals(List.of(List.of("a1", "c3")), lines(lost));
    }

    @Test
    void deadDrawEndsTheGameWithASquareLeft() {
        // After the 8th mark every row, column and diagonal holds both marks; c2 stays empty.
        JsonObject dead = position("tic-tac-toe", "b2 a2 c1 a3 a1 b1 b3 c3").json();
        assertEquals("draw", dead.get("status").getAsString());
        assertTrue(dead.get("winner").isJsonNull());
        assertEquals("dead", dead.get("reason").getAsString());
        assertTrue(dead.get("toMove").isJsonNull());
        assertEquals(List.of(), strings(dead.get("legal")));
        assertEquals(List.of(), lines(dead));
    }

    @Test
    void fullBoardWithoutLineIsADraw() {
        JsonObject full = position("tic-tac-toe", "a1 b2 c3 a2 c2 c1 a3 b3 b1").json();
        assertEquals("draw", full.get("status").getAsString());
        assertEquals("full", full.get("reason").getAsString());
    }

    @Test
    void ultimateSendsTheNextPlayerToTheSmallGridNamedByTheMark() {
        JsonObject centre = position("ultimate", "e5").json();
        List<String> centreGrid = squares('d', 'f', 4, 6);
        centreGrid.remove("e5");
        assertEquals(centreGrid, strings(centre.get("legal")));
        assertEquals("second", centre.get("toMove").getAsString());
        assertFalse(centre.has("lines"), "lines are for m,n,k games only");

        JsonObject corner = position("ultimate", "e5 d4").json();
        assertEquals(squares('a', 'c', 1, 3), strings(corner.get("legal")));
    }

    @Test
    void tigadiPlacementsAndTheCaptureTheyCarry() {
        JsonObject start = position("tigadi", "").json();
        assertEquals(24, start.getAsJsonArray("legal").size());
        assertFalse(start.has("lines"), "lines are for m,n,k games only");

        // First holds a1 and a4; a7 closes the side a1-a4-a7 and must take g1 or g4.
        JsonObject closing = position("tigadi", "a1 g1 a4 g4").json();
        List<String> legal = strings(closing.get("legal"));
        assertTrue(legal.containsAll(List.of("a7xg1", "a7xg4")), legal.toString());
        assertFalse(legal.contains("a7"), "a placement closing a tigadi carries its capture");
        JsonObject withoutCapture = rules("", "--game", "tigadi", "--moves", "a1 g1 a4 g4 a7").json();
        assertEquals(4, withoutCapture.get("index").getAsInt());

        JsonObject captured = position("tigadi", "a1 g1 a4 g4 a7xg4").json();
        assertEquals("second", captured.get("toMove").getAsString());
        assertTrue(strings(captured.get("legal")).contains("g4"), "the captured goti's point is empty again");
    }

    @Test
    void illegalMoveIsReportedWithItsIndexAndStatusTwo() {
        Result occupied = rules("", "--game", "tic-tac-toe", "--moves", "a1 b2 a1");
        assertEquals(2, occupied.status());
        JsonObject error = occupied.json();
        assertEquals(List.of("error", "index", "move"), List.copyOf(error.keySet()));
        assertFalse(error.get("error").getAsString().isBlank());
        assertEquals(2, error.get("index").getAsInt());
        assertEquals("a1", error.get("move").getAsString());
    }

    @Test
    void passIsIllegalInTicTacToe() {
        JsonObject error = rules("", "--game", "tic-tac-toe", "--moves", "a1 pass").json();
        assertEquals(1, error.get("index").getAsInt());
        assertEquals("pass", error.get("move").getAsString());
    }

    @Test
    void squareOffTheBoardIsIllegal() {
        JsonObject error = rules("", "--game", "tic-tac-toe", "--moves", "d4").json();
        assertEquals(0, error.get("index").getAsInt());
        assertEquals("d4", error.get("move").getAsString());
    }

    @Test
    void moveAfterTheGameIsOverIsIllegal() {
        JsonObject error = rules("", "--game", "tic-tac-toe", "--moves", "a1 b1 b2 c1 c3 c2").json();
        assertEquals(5, error.get("index").getAsInt());
    }

    @Test
    void unreadableMoveIsReportedAsWritten() {
        Result result = rules("", "--game", "five-in-a-row", "--moves", "e5 E6 f6");
        assertEquals(2, result.status());
        JsonObject error = result.json();
        assertEquals(1, error.get("index").getAsInt());
        assertEquals("E6", error.get("move").getAsString());
    }

    @Test
    void batchPrintsOneLinePerMoveListAndGoesOnAfterABadOne() {
        Result batch = rules("a1\n\na1 a1\nb2 c3\n", "--game", "tic-tac-toe", "--batch");
        assertEquals(0, batch.status(), batch.toString());
        List<JsonObject> answers = batch.jsonLines();
        assertEquals(4, answers.size(), batch.out());
        assertEquals("second", answers.get(0).get("toMove").getAsString());
        assertEquals(9, answers.get(1).getAsJsonArray("legal").size(), "an empty line is the start position");
        assertEquals(1, answers.get(2).get("index").getAsInt());
        assertEquals("first", answers.get(3).get("toMove").getAsString());
        JsonArray legal = answers.get(3).getAsJsonArray("legal");
        assertEquals(7, legal.size());
    }

    @Test
    void batchOfNothingPrintsNothing() {
        assertEquals(new Result(0, "", ""), rules("", "--game", "misere", "--batch"));
    }

    @Test
    void unknownGameIsOneLineOnStandardErrorWithStatusTwo() {
        Result result = rules("", "--game", "chess", "--moves", "e4");
        assertEquals(2, result.status());
        assertEquals("", result.out());
        assertEquals(1, result.err().lines().count(), result.err());
        assertTrue(result.err().startsWith("katakuti rules: unknown game 'chess'"), result.err());
    }

    @Test
    void gameIsRequired() {
        assertEquals(new Result(2, "", "katakuti rules: rules needs --game" + System.lineSeparator()),
                rules("", "--moves", "a1"));
    }

    @Test
    void exactlyOneOfMovesAndBatch() {
        assertEquals(new Result(2, "", "katakuti rules: rules needs --moves or --batch" + System.lineSeparator()),
                rules("", "--game", "tic-tac-toe"));
        assertEquals(new Result(2, "", "katakuti rules: rules takes --moves or --batch, not both" + System.lineSeparator()),
                rules("", "--game", "tic-tac-toe", "--moves", "a1", "--batch"));
    }
}
