package datasf.mcp.schema;

import datasf.mcp.json.Description;

/** One column: the display name, the field name to use in SoQL, the Socrata type. */
public record ColumnInfo(
        @Description("human-readable column name") String name,
        @Description("API field name: use this in SoQL") String fieldName,
        @Description("Socrata data type, e.g. text, number, calendar_date, point, checkbox") String dataType,
        @Description("what the column holds, when the publisher described it") String description) {}
