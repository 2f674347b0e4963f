package org.katakuti.app.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;

class DataFolderTest {

    private static Map<String, String> env(String... pairs) {
        Map<String, String> env = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            env.put(pairs[i], pairs[i + 1]);
        }
        return env;
    }

    @Test
    void windowsKeepsItInAppData() {
        Path folder = DataFolder.resolve(null, env("APPDATA", "C:\\Users\\asha\\AppData\\Roaming"), "Windows 10",
                "C:\\Users\\asha");
        assertThat(folder).isEqualTo(Paths.get("C:\\Users\\asha\\AppData\\Roaming", "Katakuti"));
        assertThat(DataFolder.resolve(null, env(), "Windows 11", "/home/asha"))
                .isEqualTo(Paths.get("/home/asha", "AppData", "Roaming", "Katakuti"));
    }

    @Test
    void macKeepsItInApplicationSupport() {
        assertThat(DataFolder.resolve(null, env("XDG_DATA_HOME", "/x"), "Mac OS X", "/Users/asha"))
                .isEqualTo(Paths.get("/Users/asha/Library/Application Support/Katakuti"));
    }

    @Test
    void linuxFollowsXdgDataHomeWithItsDefault() {
        assertThat(DataFolder.resolve(null, env("XDG_DATA_HOME", "/data/asha"), "Linux", "/home/asha"))
                .isEqualTo(Paths.get("/data/asha/katakuti"));
        assertThat(DataFolder.resolve(null, env(), "Linux", "/home/asha"))
                .isEqualTo(Paths.get("/home/asha/.local/share/katakuti"));
        assertThat(DataFolder.resolve(null, env("XDG_DATA_HOME", "relative/path"), "FreeBSD", "/home/asha"))
                .as("a relative XDG_DATA_HOME is ignored").isEqualTo(Paths.get("/home/asha/.local/share/katakuti"));
        assertThat(DataFolder.resolve(null, env("XDG_DATA_HOME", ""), "Linux", "/home/asha"))
                .isEqualTo(Paths.get("/home/asha/.local/share/katakuti"));
    }

    @Test
    void katakutiHomeMovesItOnEverySystemAndTheOptionWinsOverAll() {
        Map<String, String> env = env("KATAKUTI_HOME", "/srv/katakuti", "APPDATA", "C:\\x", "XDG_DATA_HOME", "/x");
        for (String os : new String[] {"Windows 10", "Mac OS X", "Linux"}) {
            assertThat(DataFolder.resolve(null, env, os, "/home/asha")).isEqualTo(Paths.get("/srv/katakuti"));
            assertThat(DataFolder.resolve("/tmp/mine", env, os, "/home/asha")).isEqualTo(Paths.get("/tmp/mine"));
        }
    }

    @Test
    void theMatchesLiveInTheirOwnFolder() {
        assertThat(DataFolder.matches(Paths.get("/srv/katakuti"))).isEqualTo(Paths.get("/srv/katakuti/matches"));
    }
}
