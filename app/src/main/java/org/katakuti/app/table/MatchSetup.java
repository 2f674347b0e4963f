package org.katakuti.app.table;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;

/**
 * What a new match is made of: the game, the wins needed, the players' names
 * and, when one player is the computer, its factory and side. Immutable.
 */
public final class MatchSetup {

    private final Game game;
    private final int firstTo;
    private final String nameOne;
    private final String nameTwo;
    private final BotFactory bot;
    private final Side botSide;

    private MatchSetup(Game game, int firstTo, String nameOne, String nameTwo, BotFactory bot, Side botSide) {
        this.game = game;
        this.firstTo = firstTo;
        this.nameOne = nameOne == null ? "" : nameOne.trim();
        this.nameTwo = nameTwo == null ? "" : nameTwo.trim();
        this.bot = bot;
        this.botSide = bot == null ? null : botSide;
    }

    /** Two people at one computer. Blank names are shown as "Crosses" and "Noughts" (or the colours). */
    public static MatchSetup friends(Game game, int firstTo, String nameOne, String nameTwo) {
        return new MatchSetup(game, firstTo, nameOne, nameTwo, null, null);
    }

    /** A person against the computer {@code bot}, which plays {@code botSide}. */
    public static MatchSetup againstBot(Game game, int firstTo, String personName, BotFactory bot, Side botSide) {
        String one = botSide == Side.ONE ? "" : personName;
        String two = botSide == Side.TWO ? "" : personName;
        return new MatchSetup(game, firstTo, one, two, bot, botSide);
    }

    public Game game() {
        return game;
    }

    /** @return the wins that take the match: 1, 3 or 5 */
    public int firstTo() {
        return firstTo;
    }

    /** @return the name typed for {@code side}; empty when none was typed or the side is the computer */
    public String name(Side side) {
        return side == Side.ONE ? nameOne : nameTwo;
    }

    /** @return the computer's factory; null when two people play */
    public BotFactory bot() {
        return bot;
    }

    /** @return the side the computer plays; null when two people play */
    public Side botSide() {
        return botSide;
    }

    /** @return true when {@code side} is played by the computer */
    public boolean isBot(Side side) {
        return bot != null && side == botSide;
    }
}
