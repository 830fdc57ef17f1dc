package datasf.mcp.soql;

import java.util.List;
import java.util.stream.Collectors;

/** Columns of DataSF's "Police Department Incident Reports: 2018 to Present" (wg3w-h783). */
final class SfpdSchema {

    static final List<SchemaColumn> COLUMNS = List.of(
            new SchemaColumn("incident_datetime", "Incident Datetime"),
            new SchemaColumn("incident_date", "Incident Date"),
            new SchemaColumn("incident_time", "Incident Time"),
            new SchemaColumn("incident_year", "Incident Year"),
            new SchemaColumn("incident_day_of_week", "Incident Day of Week"),
            new SchemaColumn("report_datetime", "Report Datetime"),
            new SchemaColumn("row_id", "Row ID"),
            new SchemaColumn("incident_id", "Incident ID"),
            new SchemaColumn("incident_number", "Incident Number"),
            new SchemaColumn("cad_number", "CAD Number"),
            new SchemaColumn("report_type_code", "Report Type Code"),
            new SchemaColumn("report_type_description", "Report Type Description"),
            new SchemaColumn("filed_online", "Filed Online"),
            new SchemaColumn("incident_code", "Incident Code"),
            new SchemaColumn("incident_category", "Incident Category"),
            new SchemaColumn("incident_subcategory", "Incident Subcategory"),
            new SchemaColumn("incident_description", "Incident Description"),
            new SchemaColumn("resolution", "Resolution"),
            new SchemaColumn("intersection", "Intersection"),
            new SchemaColumn("cnn", "CNN"),
            new SchemaColumn("police_district", "Police District"),
            new SchemaColumn("analysis_neighborhood", "Analysis Neighborhood"),
            new SchemaColumn("supervisor_district", "Supervisor District"),
            new SchemaColumn("supervisor_district_2012", "Supervisor District 2012"),
            new SchemaColumn("latitude", "Latitude"),
            new SchemaColumn("longitude", "Longitude"),
            new SchemaColumn("point", "Point"));

    static final List<String> FIELD_NAMES =
            COLUMNS.stream().map(SchemaColumn::fieldName).collect(Collectors.toUnmodifiableList());

    private SfpdSchema() {
    }
}
