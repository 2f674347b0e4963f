package org.katakuti.app.arena;

import java.util.LinkedHashMap;
import java.util.Map;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * The running score of two bots over a series of games: wins, draws, forfeits,
 * and points (a win one, a draw a half each). The bots are named by labels
 * that must differ, e.g. {@code hard#1} and {@code hard#2} for a bot against
 * itself.
 */
public final class Tally {
    private final String[] labels;
    private final int[] wins = new int[2];
    private final int[] forfeits = new int[2];
    private final long[] slowestMillis = new long[2];
    private int draws;

    /** @param one the first bot's label; @param two the second's, different */
    public Tally(String one, String two) {
        if (one.equals(two)) {
            throw new IllegalArgumentException("the two bots need different labels, both are '" + one + "'");
        }
        this.labels = new String[] {one, two};
    }

    /**
     * Counts one game.
     *
     * @param firstSlot which bot (0 or 1) sat in the first seat
     */
    public void record(int firstSlot, GameRecord game) {
        Seat winner = game.outcome().winner();
        if (winner == null) {
            draws++;
        } else {
            wins[slotOf(winner, firstSlot)]++;
            if (game.outcome().reason() == Reason.FORFEIT) {
                forfeits[slotOf(winner.other(), firstSlot)]++;
            }
        }
    }

    /** Notes how long one of a bot's moves took, to report its slowest. */
    public void timed(int slot, long millis) {
        slowestMillis[slot] = Math.max(slowestMillis[slot], millis);
    }

    private static int slotOf(Seat seat, int firstSlot) {
        return seat == Seat.FIRST ? firstSlot : 1 - firstSlot;
    }

    /** @return the label of bot 0 or 1 */
    public String label(int slot) {
        return labels[slot];
    }

    /** @return games counted */
    public int games() {
        return wins[0] + wins[1] + draws;
    }

    /** @return drawn games */
    public int draws() {
        return draws;
    }

    /** @return label to games won, in slot order */
    public Map<String, Integer> wins() {
        return perBot(wins[0], wins[1]);
    }

    /** @return label to games lost by forfeit, in slot order */
    public Map<String, Integer> forfeits() {
        return perBot(forfeits[0], forfeits[1]);
    }

    /** @return label to points: one a win, a half a draw */
    public Map<String, Double> score() {
        return perBot(wins[0] + draws / 2.0, wins[1] + draws / 2.0);
    }

    /** @return label to its slowest move in whole milliseconds */
    public Map<String, Long> slowestMoveMillis() {
        return perBot(slowestMillis[0], slowestMillis[1]);
    }

    private <T> Map<String, T> perBot(T one, T two) {
        Map<String, T> map = new LinkedHashMap<>();
        map.put(labels[0], one);
        map.put(labels[1], two);
        return map;
    }
}
