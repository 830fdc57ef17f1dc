package datasf.mcp.soql;

import java.util.Objects;

/**
 * A column of a Socrata dataset as the SoQL checks need it.
 *
 * @param fieldName the API name used in SoQL, for example {@code incident_category}
 * @param displayName the human-readable name, for example {@code Incident Category}; may be null
 * @param type its SoQL type, for the literal checks; {@link SoqlType#OTHER} when unknown
 */
public record SchemaColumn(String fieldName, String displayName, SoqlType type) {

    public SchemaColumn {
        Objects.requireNonNull(fieldName, "fieldName");
        if (fieldName.isBlank()) {
            throw new IllegalArgumentException("fieldName must not be blank");
        }
        type = type == null ? SoqlType.OTHER : type;
    }

    public SchemaColumn(String fieldName, String displayName) {
        this(fieldName, displayName, SoqlType.OTHER);
    }

    public static SchemaColumn of(String fieldName) {
        return new SchemaColumn(fieldName, null);
    }
}
