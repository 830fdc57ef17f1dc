package datasf.mcp.soql;

import java.util.List;

/**
 * Columns (field name, display name, type) of the six DataSF datasets the tests use, as their
 * Views API metadata lists them: wg3w-h783 police incidents, vw6y-z8j6 311 cases, i98e-djp9
 * building permits, rqzj-sfat food trucks, tkzw-k3nq street trees, yitu-d5am film locations.
 */
public final class DatasfColumns {

    private DatasfColumns() {
    }

    /** Police Department Incident Reports: 2018 to Present (wg3w-h783). */
    public static final List<SchemaColumn> POLICE_INCIDENTS = List.of(
            column("incident_datetime", "Incident Datetime", SoqlType.TIMESTAMP),
            column("incident_date", "Incident Date", SoqlType.TIMESTAMP),
            column("incident_time", "Incident Time", SoqlType.TEXT),
            column("incident_year", "Incident Year", SoqlType.TEXT),
            column("incident_day_of_week", "Incident Day of Week", SoqlType.TEXT),
            column("report_datetime", "Report Datetime", SoqlType.TIMESTAMP),
            column("row_id", "Row ID", SoqlType.NUMBER),
            column("incident_id", "Incident ID", SoqlType.NUMBER),
            column("incident_number", "Incident Number", SoqlType.TEXT),
            column("cad_number", "CAD Number", SoqlType.TEXT),
            column("report_type_code", "Report Type Code", SoqlType.TEXT),
            column("report_type_description", "Report Type Description", SoqlType.TEXT),
            column("filed_online", "Filed Online", SoqlType.BOOLEAN),
            column("incident_code", "Incident Code", SoqlType.TEXT),
            column("incident_category", "Incident Category", SoqlType.TEXT),
            column("incident_subcategory", "Incident Subcategory", SoqlType.TEXT),
            column("incident_description", "Incident Description", SoqlType.TEXT),
            column("resolution", "Resolution", SoqlType.TEXT),
            column("intersection", "Intersection", SoqlType.TEXT),
            column("cnn", "CNN", SoqlType.NUMBER),
            column("police_district", "Police District", SoqlType.TEXT),
            column("analysis_neighborhood", "Analysis Neighborhood", SoqlType.TEXT),
            column("supervisor_district", "Supervisor District", SoqlType.NUMBER),
            column("latitude", "Latitude", SoqlType.NUMBER),
            column("longitude", "Longitude", SoqlType.NUMBER),
            column("point", "Point", SoqlType.OTHER),
            column(":@computed_region_jwn9_ihcz", "Neighborhoods", SoqlType.NUMBER));

    /** 311 Cases (vw6y-z8j6). */
    public static final List<SchemaColumn> CASES_311 = List.of(
            column("service_request_id", "CaseID", SoqlType.NUMBER),
            column("requested_datetime", "Opened", SoqlType.TIMESTAMP),
            column("closed_date", "Closed", SoqlType.TIMESTAMP),
            column("updated_datetime", "Updated", SoqlType.TIMESTAMP),
            column("status_description", "Status", SoqlType.TEXT),
            column("status_notes", "Status Notes", SoqlType.TEXT),
            column("agency_responsible", "Responsible Agency", SoqlType.TEXT),
            column("service_name", "Category", SoqlType.TEXT),
            column("service_subtype", "Request Type", SoqlType.TEXT),
            column("service_details", "Request Details", SoqlType.TEXT),
            column("address", "Address", SoqlType.TEXT),
            column("street", "Street", SoqlType.TEXT),
            column("supervisor_district", "Supervisor District", SoqlType.NUMBER),
            column("neighborhoods_sffind_boundaries", "Neighborhood", SoqlType.TEXT),
            column("analysis_neighborhood", "Analysis Neighborhood", SoqlType.TEXT),
            column("police_district", "Police District", SoqlType.TEXT),
            column("latitude", "Latitude", SoqlType.NUMBER),
            column("longitude", "Longitude", SoqlType.NUMBER),
            column("point", "Point", SoqlType.OTHER),
            column("source", "Source", SoqlType.TEXT),
            column("media_url", "Media URL", SoqlType.OTHER));

    /** Building Permits (i98e-djp9). */
    public static final List<SchemaColumn> BUILDING_PERMITS = List.of(
            column("permit_number", "Permit Number", SoqlType.TEXT),
            column("permit_type", "Permit Type", SoqlType.NUMBER),
            column("permit_type_definition", "Permit Type Definition", SoqlType.TEXT),
            column("permit_creation_date", "Permit Creation Date", SoqlType.TIMESTAMP),
            column("block", "Block", SoqlType.TEXT),
            column("lot", "Lot", SoqlType.TEXT),
            column("street_number", "Street Number", SoqlType.NUMBER),
            column("street_name", "Street Name", SoqlType.TEXT),
            column("street_suffix", "Street Suffix", SoqlType.TEXT),
            column("description", "Description", SoqlType.TEXT),
            column("status", "Current Status", SoqlType.TEXT),
            column("status_date", "Current Status Date", SoqlType.TIMESTAMP),
            column("filed_date", "Filed Date", SoqlType.TIMESTAMP),
            column("issued_date", "Issued Date", SoqlType.TIMESTAMP),
            column("completed_date", "Completed Date", SoqlType.TIMESTAMP),
            column("number_of_existing_stories", "Number of Existing Stories", SoqlType.NUMBER),
            column("number_of_proposed_stories", "Number of Proposed Stories", SoqlType.NUMBER),
            column("estimated_cost", "Estimated Cost", SoqlType.NUMBER),
            column("revised_cost", "Revised Cost", SoqlType.NUMBER),
            column("existing_use", "Existing Use", SoqlType.TEXT),
            column("proposed_use", "Proposed Use", SoqlType.TEXT),
            column("supervisor_district", "Supervisor District", SoqlType.NUMBER),
            column("neighborhoods_analysis_boundaries", "Neighborhoods - Analysis Boundaries", SoqlType.TEXT),
            column("zipcode", "Zipcode", SoqlType.NUMBER),
            column("location", "Location", SoqlType.OTHER),
            column("record_id", "Record ID", SoqlType.NUMBER));

    /** Mobile Food Facility Permit (rqzj-sfat). */
    public static final List<SchemaColumn> FOOD_TRUCKS = List.of(
            column("objectid", "objectid", SoqlType.NUMBER),
            column("applicant", "Applicant", SoqlType.TEXT),
            column("facilitytype", "FacilityType", SoqlType.TEXT),
            column("cnn", "cnn", SoqlType.NUMBER),
            column("locationdescription", "LocationDescription", SoqlType.TEXT),
            column("address", "Address", SoqlType.TEXT),
            column("blocklot", "blocklot", SoqlType.TEXT),
            column("block", "block", SoqlType.TEXT),
            column("lot", "lot", SoqlType.TEXT),
            column("permit", "permit", SoqlType.TEXT),
            column("status", "Status", SoqlType.TEXT),
            column("fooditems", "FoodItems", SoqlType.TEXT),
            column("x", "X", SoqlType.NUMBER),
            column("y", "Y", SoqlType.NUMBER),
            column("latitude", "Latitude", SoqlType.NUMBER),
            column("longitude", "Longitude", SoqlType.NUMBER),
            column("schedule", "Schedule", SoqlType.OTHER),
            column("dayshours", "dayshours", SoqlType.TEXT),
            column("approved", "Approved", SoqlType.TIMESTAMP),
            column("received", "Received", SoqlType.TEXT),
            column("priorpermit", "PriorPermit", SoqlType.NUMBER),
            column("expirationdate", "ExpirationDate", SoqlType.TIMESTAMP),
            column("location", "Location", SoqlType.OTHER));

    /** Street Tree List (tkzw-k3nq). */
    public static final List<SchemaColumn> STREET_TREES = List.of(
            column("treeid", "TreeID", SoqlType.NUMBER),
            column("qlegalstatus", "qLegalStatus", SoqlType.TEXT),
            column("qspecies", "qSpecies", SoqlType.TEXT),
            column("qaddress", "qAddress", SoqlType.TEXT),
            column("siteorder", "SiteOrder", SoqlType.NUMBER),
            column("qsiteinfo", "qSiteInfo", SoqlType.TEXT),
            column("planttype", "PlantType", SoqlType.TEXT),
            column("qcaretaker", "qCaretaker", SoqlType.TEXT),
            column("qcareassistant", "qCareAssistant", SoqlType.TEXT),
            column("plantdate", "PlantDate", SoqlType.TIMESTAMP),
            column("dbh", "DBH", SoqlType.NUMBER),
            column("plotsize", "PlotSize", SoqlType.TEXT),
            column("permitnotes", "PermitNotes", SoqlType.TEXT),
            column("xcoord", "XCoord", SoqlType.NUMBER),
            column("ycoord", "YCoord", SoqlType.NUMBER),
            column("latitude", "Latitude", SoqlType.NUMBER),
            column("longitude", "Longitude", SoqlType.NUMBER),
            column("location", "Location", SoqlType.OTHER));

    /** Film Locations in San Francisco (yitu-d5am). */
    public static final List<SchemaColumn> FILM_LOCATIONS = List.of(
            column("title", "Title", SoqlType.TEXT),
            column("release_year", "Release Year", SoqlType.NUMBER),
            column("locations", "Locations", SoqlType.TEXT),
            column("fun_facts", "Fun Facts", SoqlType.TEXT),
            column("production_company", "Production Company", SoqlType.TEXT),
            column("distributor", "Distributor", SoqlType.TEXT),
            column("director", "Director", SoqlType.TEXT),
            column("writer", "Writer", SoqlType.TEXT),
            column("actor_1", "Actor 1", SoqlType.TEXT),
            column("actor_2", "Actor 2", SoqlType.TEXT),
            column("actor_3", "Actor 3", SoqlType.TEXT));

    private static SchemaColumn column(String fieldName, String displayName, SoqlType type) {
        return new SchemaColumn(fieldName, displayName, type);
    }
}
