package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class OptionsTest {

    private static Options rules(String... args) {
        return new Options("rules").value("--game").value("--moves").flag("--batch").parse(List.of(args));
    }

    private static String problem(Runnable parse) {
        return assertThrows(UsageException.class, parse::run).getMessage();
    }

    @Test
    void readsValuesAndFlagsInAnyOrder() {
        Options options = rules("--batch", "--game", "tigadi");
        assertEquals("tigadi", options.get("--game"));
        assertTrue(options.has("--batch"));
        assertFalse(options.has("--moves"));
        assertNull(options.get("--moves"));
        assertEquals("a1", options.get("--moves", "a1"));
    }

    @Test
    void valueMayFollowAnEqualsSign() {
        assertEquals("gomoku", rules("--game=gomoku").get("--game"));
    }

    @Test
    void emptyValueIsAValue() {
        Options options = rules("--moves", "");
        assertTrue(options.has("--moves"));
        assertEquals("", options.get("--moves"));
    }

    @Test
    void unknownOptionNamesTheCommand() {
        assertEquals("unknown option --foo for rules", problem(() -> rules("--foo")));
    }

    @Test
    void optionAtTheEndWithoutValueIsMissingItsValue() {
        assertEquals("--game needs a value", problem(() -> rules("--batch", "--game")));
    }

    @Test
    void nextOptionIsNotTakenAsAValue() {
        assertEquals("--game needs a value", problem(() -> rules("--game", "--batch")));
    }

    @Test
    void optionGivenTwiceIsAnError() {
        assertEquals("--game given twice", problem(() -> rules("--game", "misere", "--game", "gomoku")));
        assertEquals("--batch given twice", problem(() -> rules("--batch", "--batch")));
    }

    @Test
    void flagTakesNoValue() {
        assertEquals("--batch takes no value", problem(() -> rules("--batch=yes")));
    }

    @Test
    void plainArgumentIsRefusedUnlessTheCommandTakesThem() {
        assertEquals("unexpected argument 'b2' for rules", problem(() -> rules("--moves", "a1", "b2")));
        Options replay = new Options("replay").flag("--quiet").takesArguments().parse(List.of("game.log", "--quiet"));
        assertEquals(List.of("game.log"), replay.arguments());
    }

    @Test
    void requiredOptionThatIsMissingSaysSo() {
        assertEquals("rules needs --game", problem(() -> rules("--batch").required("--game")));
    }

    @Test
    void numberIsReadOrRefusedClearly() {
        Options options = new Options("arena").value("--games").value("--seed").parse(List.of("--games", "12"));
        assertEquals(12, options.number("--games", 100));
        assertEquals(7, options.number("--seed", 7));
        Options bad = new Options("arena").value("--games").parse(List.of("--games", "many"));
        assertEquals("--games needs a whole number, not 'many'", problem(() -> bad.number("--games", 1)));
    }
}
