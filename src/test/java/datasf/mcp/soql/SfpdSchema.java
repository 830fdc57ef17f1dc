package datasf.mcp.soql;

import datasf.mcp.schema.ColumnInfo;
import java.util.List;
import java.util.stream.Collectors;

/** Columns of DataSF's "Police Department Incident Reports: 2018 to Present" (wg3w-h783). */
public final class SfpdSchema {

    public static final List<ColumnInfo> COLUMNS = List.of(
            new ColumnInfo("Incident Datetime", "incident_datetime", null, null),
            new ColumnInfo("Incident Date", "incident_date", null, null),
            new ColumnInfo("Incident Time", "incident_time", null, null),
            new ColumnInfo("Incident Year", "incident_year", null, null),
            new ColumnInfo("Incident Day of Week", "incident_day_of_week", null, null),
            new ColumnInfo("Report Datetime", "report_datetime", null, null),
            new ColumnInfo("Row ID", "row_id", null, null),
            new ColumnInfo("Incident ID", "incident_id", null, null),
            new ColumnInfo("Incident Number", "incident_number", null, null),
            new ColumnInfo("CAD Number", "cad_number", null, null),
            new ColumnInfo("Report Type Code", "report_type_code", null, null),
            new ColumnInfo("Report Type Description", "report_type_description", null, null),
            new ColumnInfo("Filed Online", "filed_online", null, null),
            new ColumnInfo("Incident Code", "incident_code", null, null),
            new ColumnInfo("Incident Category", "incident_category", null, null),
            new ColumnInfo("Incident Subcategory", "incident_subcategory", null, null),
            new ColumnInfo("Incident Description", "incident_description", null, null),
            new ColumnInfo("Resolution", "resolution", null, null),
            new ColumnInfo("Intersection", "intersection", null, null),
            new ColumnInfo("CNN", "cnn", null, null),
            new ColumnInfo("Police District", "police_district", null, null),
            new ColumnInfo("Analysis Neighborhood", "analysis_neighborhood", null, null),
            new ColumnInfo("Supervisor District", "supervisor_district", null, null),
            new ColumnInfo("Supervisor District 2012", "supervisor_district_2012", null, null),
            new ColumnInfo("Latitude", "latitude", null, null),
            new ColumnInfo("Longitude", "longitude", null, null),
            new ColumnInfo("Point", "point", null, null));

    static final List<String> FIELD_NAMES =
            COLUMNS.stream().map(ColumnInfo::fieldName).collect(Collectors.toUnmodifiableList());

    private SfpdSchema() {}
}
