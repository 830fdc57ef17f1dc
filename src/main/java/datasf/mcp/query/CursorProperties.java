package datasf.mcp.query;

import io.micronaut.context.annotation.ConfigurationProperties;
import io.micronaut.core.annotation.Nullable;

/**
 * @param secret key for the cursors' HMAC ({@code DATASF_CURSOR_SECRET}); every instance of a
 *     deployment must share it, so it is configuration, not generated per instance
 */
@ConfigurationProperties("datasf.cursor")
public record CursorProperties(@Nullable String secret) {

    @Override
    public String toString() {
        return "CursorProperties[secret=" + (secret == null || secret.isBlank() ? "default" : "set") + "]";
    }
}
