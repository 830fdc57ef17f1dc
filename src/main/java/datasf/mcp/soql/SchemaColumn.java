package datasf.mcp.soql;

import java.util.Objects;

/**
 * A column of a Socrata dataset as the corrector needs it.
 *
 * @param fieldName the API name used in SoQL, for example {@code incident_category}
 * @param displayName the human-readable name, for example {@code Incident Category}; may be null
 */
public record SchemaColumn(String fieldName, String displayName) {

    public SchemaColumn {
        Objects.requireNonNull(fieldName, "fieldName");
        if (fieldName.isBlank()) {
            throw new IllegalArgumentException("fieldName must not be blank");
        }
    }

    public static SchemaColumn of(String fieldName) {
        return new SchemaColumn(fieldName, null);
    }
}
