package org.katakuti.api.rules.mnk;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Position;

/** An m,n,k game: k or more in a row on an m by n grid (skeleton, rules to come). */
public final class MnkGame implements Game {
    private final String id;
    private final int columns;
    private final int rows;
    private final int k;
    private final boolean misere;

    public MnkGame(String id, int columns, int rows, int k, boolean misere) {
        this.id = id;
        this.columns = columns;
        this.rows = rows;
        this.k = k;
        this.misere = misere;
    }

    @Override public String id() { return id; }
    @Override public int columns() { return columns; }
    @Override public int rows() { return rows; }
    public int k() { return k; }
    public boolean isMisere() { return misere; }
    @Override public Position start() { throw new IllegalStateException("skeleton"); }
}
