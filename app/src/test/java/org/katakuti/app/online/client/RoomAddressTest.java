package org.katakuti.app.online.client;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;

import org.junit.jupiter.api.Test;

class RoomAddressTest {

    private static final URI SETTING = URI.create("http://rooms.example:7350/");

    @Test
    void aPastedLinkNamesItsOwnServerAndTheCode() {
        RoomAddress room = RoomAddress.parse("  http://192.168.1.20:7350/r/K7QX \n", SETTING);
        assertThat(room.server()).isEqualTo(URI.create("http://192.168.1.20:7350/"));
        assertThat(room.code()).isEqualTo("K7QX");
    }

    @Test
    void aTypedCodeIsLookedForOnTheServerOfTheSettingInCapitals() {
        RoomAddress room = RoomAddress.parse("k7qx", SETTING);
        assertThat(room.server()).isEqualTo(SETTING);
        assertThat(room.code()).isEqualTo("K7QX");
    }

    @Test
    void anythingElseIsRefusedInPlainWords() {
        assertThatThrownBy(() -> RoomAddress.parse("K7Q", SETTING)).hasMessageContaining("neither a room's code");
        assertThatThrownBy(() -> RoomAddress.parse("ftp://x/r/K7QX", SETTING)).isInstanceOf(
                IllegalArgumentException.class);
        assertThatThrownBy(() -> RoomAddress.parse("", SETTING)).isInstanceOf(IllegalArgumentException.class);
    }
}
