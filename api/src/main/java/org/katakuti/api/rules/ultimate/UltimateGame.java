package org.katakuti.api.rules.ultimate;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Position;

/** Ultimate tic-tac-toe (skeleton, rules to come). */
public final class UltimateGame implements Game {
    @Override public String id() { return "ultimate"; }
    @Override public int columns() { return 9; }
    @Override public int rows() { return 9; }
    @Override public Position start() { throw new IllegalStateException("skeleton"); }
}
