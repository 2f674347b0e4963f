package org.katakuti.app.table;

import java.util.Objects;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.player.BotPlayer;
import org.katakuti.app.player.BotRunner;
import org.katakuti.app.player.Person;
import org.katakuti.app.player.Player;

/**
 * What the start screen chose for a new match: the game, the wins needed and,
 * for each side, a person (with a name) or a computer player. Immutable.
 */
public final class MatchSetup {

    /** Who is to sit on one side: a person, or a bot made by a factory. */
    public static final class Choice {
        private final String name;
        private final BotFactory factory;

        private Choice(String name, BotFactory factory) {
            this.name = name == null ? "" : name.trim();
            this.factory = factory;
        }

        /** A person at this computer; a blank name is shown as the side ("Crosses"). */
        public static Choice person(String name) {
            return new Choice(name, null);
        }

        /** A computer player made by {@code factory}. */
        public static Choice bot(BotFactory factory) {
            return new Choice("", Objects.requireNonNull(factory, "factory"));
        }

        /** @return the typed name of a person; empty for a computer */
        public String name() {
            return name;
        }

        /** @return the computer player's factory; null for a person */
        public BotFactory factory() {
            return factory;
        }

        public boolean isBot() {
            return factory != null;
        }

        /** Makes the player who sits down: a person, or the bot behind its guarded runner. */
        Player sitDown(Game game, long seed, long budgetMillis) {
            if (factory == null) {
                return new Person(name);
            }
            return new BotPlayer(new BotRunner(factory, game, seed), BotCatalog.playerInfo(factory, seed), budgetMillis);
        }
    }

    private final Game game;
    private final int firstTo;
    private final Choice one;
    private final Choice two;

    public MatchSetup(Game game, int firstTo, Choice one, Choice two) {
        this.game = game;
        this.firstTo = firstTo;
        this.one = one;
        this.two = two;
    }

    /** Two people at one computer. Blank names are shown as "Crosses" and "Noughts" (or the colours). */
    public static MatchSetup friends(Game game, int firstTo, String nameOne, String nameTwo) {
        return new MatchSetup(game, firstTo, Choice.person(nameOne), Choice.person(nameTwo));
    }

    /** A person against the computer {@code bot}, which plays {@code botSide}. */
    public static MatchSetup againstBot(Game game, int firstTo, String personName, BotFactory bot, Side botSide) {
        Choice person = Choice.person(personName);
        Choice computer = Choice.bot(bot);
        return botSide == Side.ONE ? new MatchSetup(game, firstTo, computer, person)
                : new MatchSetup(game, firstTo, person, computer);
    }

    public Game game() {
        return game;
    }

    /** @return the wins that take the match: 1, 3 or 5 */
    public int firstTo() {
        return firstTo;
    }

    /** @return who is to sit on {@code side} */
    public Choice choice(Side side) {
        return side == Side.ONE ? one : two;
    }

    /** The players who sit down for this match, and its empty record; the bots are seeded from {@code seed}. */
    Seated sitDown(long seed, long budgetMillis, long nowMillis) {
        Player first = one.sitDown(game, seed, budgetMillis);
        Player second = two.sitDown(game, seed + 1, budgetMillis);
        MatchRecord record = MatchRecord.start(game, firstTo, first.info(), second.info(), nowMillis);
        return new Seated(record, first, second);
    }

    /** A new match's record and the players who fill it. */
    static final class Seated {
        final MatchRecord record;
        final Player one;
        final Player two;

        Seated(MatchRecord record, Player one, Player two) {
            this.record = record;
            this.one = one;
            this.two = two;
        }
    }
}
