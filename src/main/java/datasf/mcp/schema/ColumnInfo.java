package datasf.mcp.schema;

import datasf.mcp.json.Description;

/**
 * One column of a dataset: what get_schema lists, and what the SoQL checks match names and
 * literals against ({@code soql.SoqlType.ofDataType} reads its type).
 *
 * @param name the display name, e.g. {@code Incident Category}
 * @param fieldName the API name to use in SoQL, e.g. {@code incident_category}
 * @param dataType Socrata's type name, e.g. {@code text}, {@code number}, {@code calendar_date}
 * @param description what the publisher wrote about it, or null
 */
public record ColumnInfo(
        @Description("human-readable column name") String name,
        @Description("API field name: use this in SoQL") String fieldName,

        @Description("Socrata data type, e.g. text, number, calendar_date, point, checkbox")
        String dataType,

        @Description("what the column holds, when the publisher described it")
        String description) {}
