package org.katakuti.app.plugin;

import java.io.File;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.katakuti.app.log.DataFolder;

/**
 * Where plugin jars are looked for, in this order (which decides who keeps an
 * id two jars claim):
 *
 * <ol>
 * <li>{@code plugins/} beside the running {@code katakuti.jar} (the distribution's sample is there);</li>
 * <li>the user's own plugins folder: {@code plugins} in the data folder ({@link DataFolder}):
 *     {@code %APPDATA%\Katakuti\plugins}, {@code ~/Library/Application Support/Katakuti/plugins},
 *     {@code $XDG_DATA_HOME/katakuti/plugins} (by default {@code ~/.local/share/katakuti/plugins});</li>
 * <li>the folder named by the system property {@code katakuti.plugins}, which is what
 *     {@code --plugins DIR} sets for the table;</li>
 * <li>the folders given with {@code --plugins DIR} to a command.</li>
 * </ol>
 *
 * A folder that does not exist is simply empty.
 */
public final class PluginFolders {

    /** The system property naming one more plugins folder. */
    public static final String PROPERTY = "katakuti.plugins";

    private final List<Path> folders;

    private PluginFolders(List<Path> folders) {
        this.folders = Collections.unmodifiableList(new ArrayList<>(folders));
    }

    /** @return exactly these folders, in this order */
    public static PluginFolders of(List<Path> folders) {
        return new PluginFolders(folders);
    }

    /** @return no folder at all: built-in bots only */
    public static PluginFolders none() {
        return new PluginFolders(Collections.<Path>emptyList());
    }

    /** @return the folders of this computer's app and user, as listed above */
    public static PluginFolders standard() {
        return standard(System.getenv(), System.getProperty("os.name"), System.getProperty("user.home"),
                System.getProperty(PROPERTY), besideTheJar());
    }

    /** The folders for this environment: a pure function, so every system can be tested anywhere. */
    static PluginFolders standard(Map<String, String> env, String osName, String userHome, String named, Path beside) {
        Set<Path> folders = new LinkedHashSet<>();
        if (beside != null) {
            folders.add(beside);
        }
        folders.add(DataFolder.resolve(null, env, osName, userHome).resolve("plugins"));
        if (named != null && !named.trim().isEmpty()) {
            folders.add(Paths.get(named));
        }
        return new PluginFolders(new ArrayList<>(folders));
    }

    /** @return these folders and then {@code folder}, unless it is one of them already */
    public PluginFolders and(Path folder) {
        Set<Path> more = new LinkedHashSet<>(folders);
        more.add(folder);
        return new PluginFolders(new ArrayList<>(more));
    }

    /** @return the folders, in the order they are looked in */
    public List<Path> folders() {
        return folders;
    }

    /**
     * @return the folder players are shown ("Open plugins folder"): the user's
     *     own, the one they may always write to
     */
    public static Path usersFolder() {
        return DataFolder.current(null).resolve("plugins");
    }

    /** @return {@code plugins/} beside the running jar; null when the app does not run from a jar */
    static Path besideTheJar() {
        try {
            File code = new File(PluginFolders.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return code.isFile() ? code.toPath().resolveSibling("plugins") : null;
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }
}
