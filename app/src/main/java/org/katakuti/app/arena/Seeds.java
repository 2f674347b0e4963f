package org.katakuti.app.arena;

/** Seeds for the bots of one run, all drawn from the run's one seed so a run can be repeated. */
public final class Seeds {

    private Seeds() {
    }

    /**
     * A well-mixed seed for one slot of a run (SplitMix64's step and finaliser):
     * neighbouring slots and neighbouring run seeds give unrelated bot seeds.
     */
    public static long derive(long runSeed, int slot) {
        long z = runSeed + (slot + 1) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
