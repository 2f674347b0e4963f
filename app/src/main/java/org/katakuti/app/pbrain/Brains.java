package org.katakuti.app.pbrain;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.app.prefs.BrainPrefs;

/**
 * The Gomocup brains the table was given, as remembered in the prefs, and the
 * engine console they all write to. Adding a brain first checks it is one
 * ({@link BrainBotFactory#probe}); a brain whose file has since gone is kept,
 * with its problem, so the Bots window can say so, but plays nothing.
 */
public final class Brains {

    /** One remembered brain: its factory, or why it cannot play. */
    public static final class Entry {
        private final BrainBotFactory factory;
        private final String problem;

        Entry(BrainBotFactory factory, String problem) {
            this.factory = factory;
            this.problem = problem;
        }

        public BrainBotFactory factory() {
            return factory;
        }

        /** @return the executable */
        public File executable() {
            return factory.executable();
        }

        /** @return why it cannot play now; null when it can */
        public String problem() {
            return problem;
        }
    }

    private final BrainPrefs prefs;
    private final BrainMessages messages;

    public Brains(BrainPrefs prefs, BrainMessages messages) {
        this.prefs = prefs;
        this.messages = messages;
    }

    /** @return where every brain's MESSAGE lines go: the engine console's contents */
    public BrainMessages messages() {
        return messages;
    }

    /** @return every remembered brain, in the order added */
    public List<Entry> entries() {
        List<Entry> entries = new ArrayList<>();
        for (BrainPrefs.SavedBrain saved : prefs.brains()) {
            File file = new File(saved.path);
            BrainBotFactory factory = new BrainBotFactory(file, BrainAbout.parse(saved.about), messages);
            String problem = file.isFile() && file.canExecute() ? null : "no program at " + file;
            entries.add(new Entry(factory, problem));
        }
        return entries;
    }

    /** @return the factories of the brains that can play now */
    public List<BotFactory> factories() {
        List<BotFactory> factories = new ArrayList<>();
        for (Entry entry : entries()) {
            if (entry.problem() == null) {
                factories.add(entry.factory());
            }
        }
        return factories;
    }

    /**
     * Checks that {@code executable} is a Gomocup brain and remembers it. Blocks
     * while the brain is asked: not on the event thread.
     *
     * @return the brain added
     * @throws IllegalArgumentException when it is not a brain, saying why
     * @throws InterruptedException when interrupted while the brain is asked
     */
    public BrainBotFactory add(File executable) throws InterruptedException {
        File absolute = executable.getAbsoluteFile();
        String id = new BrainBotFactory(absolute, messages).id();
        for (Entry entry : entries()) {
            if (entry.factory().id().equals(id) && !entry.executable().equals(absolute)) {
                throw new IllegalArgumentException("a brain called " + id + " is already added, from "
                        + entry.executable() + ": remove it first, or rename this program");
            }
        }
        BrainAbout about = BrainBotFactory.probe(absolute);
        prefs.add(new BrainPrefs.SavedBrain(absolute.getPath(), about.line()));
        prefs.save();
        return new BrainBotFactory(absolute, about, messages);
    }

    /** Forgets the brain at {@code executable}. */
    public void remove(File executable) {
        prefs.remove(executable.getAbsoluteFile().getPath());
        prefs.save();
    }
}
