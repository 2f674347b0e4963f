package org.katakuti.app.prefs;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The Gomocup brains the table was given (Match → Bots… → Add Gomocup brain):
 * each one's executable and what it said of itself when it was added (its
 * {@code ABOUT} line), in the order they were added.
 */
public final class BrainPrefs {

    /** One brain as remembered. */
    public static final class SavedBrain {
        public final String path;
        public final String about;

        public SavedBrain(String path, String about) {
            this.path = path;
            this.about = about == null ? "" : about;
        }
    }

    private static final String COUNT = "brains.count";
    private static final String PATH = "brains.path.";
    private static final String ABOUT = "brains.about.";

    private final PrefsStore store;

    public BrainPrefs(PrefsStore store) {
        this.store = store;
    }

    /** @return the brains remembered, oldest first; damaged entries are left out */
    public List<SavedBrain> brains() {
        int count;
        try {
            count = Math.max(0, Math.min(100, Integer.parseInt(store.get(COUNT, "0"))));
        } catch (NumberFormatException e) {
            return Collections.emptyList();
        }
        List<SavedBrain> brains = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String path = store.get(PATH + i, "");
            if (!path.isEmpty()) {
                brains.add(new SavedBrain(path, store.get(ABOUT + i, "")));
            }
        }
        return brains;
    }

    /** Remembers {@code brain}, in place of one with the same path. */
    public void add(SavedBrain brain) {
        List<SavedBrain> brains = brains();
        brains.removeIf(saved -> saved.path.equals(brain.path));
        brains.add(brain);
        write(brains);
    }

    /** Forgets the brain at {@code path}. */
    public void remove(String path) {
        List<SavedBrain> brains = brains();
        int before = brains.size();
        brains.removeIf(saved -> saved.path.equals(path));
        write(brains);
        // the store cannot delete keys: the tail left over is emptied instead
        for (int i = brains.size(); i < before; i++) {
            store.put(PATH + i, "");
            store.put(ABOUT + i, "");
        }
    }

    /** Writes the choices to lasting storage. */
    public void save() {
        store.save();
    }

    private void write(List<SavedBrain> brains) {
        store.put(COUNT, Integer.toString(brains.size()));
        for (int i = 0; i < brains.size(); i++) {
            store.put(PATH + i, brains.get(i).path);
            store.put(ABOUT + i, brains.get(i).about);
        }
    }
}
